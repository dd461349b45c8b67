import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { login as consoleLogin } from '../../src/auth/login';
import { ApiError, request } from '../../src/core/http';
import { isLoggedIn } from '../../src/core/session';
import { toasts } from '../../src/ui/Toaster';
import { get, post, tokenOf, type Row } from './crud/helpers';
import { bodyOf, dataSnapshot, login, passwordRequest, SABER_BASIC, tokenRequest } from './helpers';

const REFUSED = { code: 403, success: false, data: null, msg: '请求被拒绝' };
const ownPost = () => db.table('post').find((p) => p.tenantId === '100001')!;
const ownNotice = () => db.table('notice').find((n) => n.tenantId === '100001')!;

afterEach(() => toasts.visibleToasts.forEach((toast) => toasts.close(toast.key)));

describe('grants the server enforces', () => {
  it('refuses a teacher what its roles were not granted with 403, and changes nothing', async () => {
    const teacher = await tokenOf('100001', 'teacher');
    const before = dataSnapshot();
    const calls = [
      // No post menu at all.
      await get(teacher, '/blade-system/post/page'),
      await get(teacher, `/blade-system/post/detail?id=${ownPost().id}`),
      await post(teacher, '/blade-system/post/submit', { category: 1, postCode: 'x', postName: 'x', sort: 1 }),
      await post(teacher, '/blade-system/post/submit', { id: ownPost().id, postName: '改名' }),
      await post(teacher, `/blade-system/post/remove?ids=${ownPost().id}`),
      // The notice menu and notice_view, but no notice_add, notice_edit or notice_delete.
      await post(teacher, '/blade-desk/notice/submit', { title: 't', category: '1', releaseTime: '2024-10-08 09:00:00', content: 'c' }),
      await post(teacher, '/blade-desk/notice/submit', { id: ownNotice().id, title: '改名' }),
      await post(teacher, `/blade-desk/notice/remove?ids=${ownNotice().id}`),
    ];
    for (const call of calls) expect(call).toEqual({ status: 403, body: REFUSED });
    expect(dataSnapshot()).toBe(before);
  });

  it('serves a teacher the screen and buttons it was granted', async () => {
    const teacher = await tokenOf('100001', 'teacher');
    expect((await get(teacher, '/blade-desk/notice/list')).status).toBe(200);
    expect((await get<Row>(teacher, `/blade-desk/notice/detail?id=${ownNotice().id}`)).body.data.id).toBe(ownNotice().id);
  });

  it('lets a school administrator add, edit and remove with the buttons granted', async () => {
    const admin = await tokenOf('100001');
    expect((await post(admin, '/blade-system/post/submit', { id: ownPost().id, postName: '校长' })).status).toBe(200);
    expect((await post(admin, `/blade-system/post/remove?ids=${ownPost().id}`)).status).toBe(200);
  });

  it('follows a grant taken away during the session', async () => {
    const teacher = await tokenOf('100001', 'teacher');
    const teacherRole = db.table('role').find((r) => r.tenantId === '100001' && r.roleAlias === 'teacher')!;
    const noticeMenu = db.table('menu').find((m) => m.code === 'notice')!;
    const grants = db.table('role_menu');
    grants.splice(grants.findIndex((g) => g.roleId === teacherRole.id && g.menuId === noticeMenu.id), 1);
    expect(await get(teacher, '/blade-desk/notice/list')).toEqual({ status: 403, body: REFUSED });
  });

  it('keeps the menu tree and platform screens to the platform administrator', async () => {
    for (const token of [await tokenOf('100001'), await tokenOf('000000', 'hr')]) {
      expect(await get(token, '/blade-system/menu/tree')).toEqual({ status: 403, body: REFUSED });
      expect((await get(token, '/blade-system/param/list')).status).toBe(403);
    }
    expect((await get(await tokenOf('000000'), '/blade-system/menu/tree')).status).toBe(200);
  });

  it('reaches the console as a message, and the console stays logged in', async () => {
    await consoleLogin({ tenantId: '100001', username: 'teacher', password: 'teacher' });
    const refusal = request('/blade-system/post/submit', { method: 'POST', body: { category: 1, postCode: 'x', postName: 'x', sort: 1 } });
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ code: 403, message: '请求被拒绝' });
    expect(toasts.visibleToasts.some((toast) => toast.content.text === '请求被拒绝')).toBe(true);
    expect(isLoggedIn()).toBe(true);
  });
});

/**
 * The teacher role holds 通知公告 with 查看 only: each case grants it one more of the screen's
 * buttons, and the server lets it do what that button gives and refuses the other two.
 */
describe('a role holding a screen without some of its buttons', () => {
  const cases: [string, { add: number; edit: number; remove: number }][] = [
    ['notice_add', { add: 200, edit: 403, remove: 403 }],
    ['notice_edit', { add: 403, edit: 200, remove: 403 }],
    ['notice_delete', { add: 403, edit: 403, remove: 200 }],
  ];

  it.each(cases)('with %s may do what that button gives, and nothing else', async (code, expected) => {
    const teacherRole = db.table('role').find((r) => r.tenantId === '100001' && r.roleAlias === 'teacher')!;
    const button = db.table('menu').find((m) => m.code === code)!;
    db.table('role_menu').push({ id: '1123598816738679999', roleId: teacherRole.id, menuId: button.id });
    const teacher = await tokenOf('100001', 'teacher');
    const notice = ownNotice();
    const answered = {
      add: (await post(teacher, '/blade-desk/notice/submit', { title: '四月读书月安排', category: '1', releaseTime: '2026-04-01 08:00:00', content: '<p>各班按计划开展共读。</p>' })).status,
      edit: (await post(teacher, '/blade-desk/notice/submit', { ...notice, title: '四月读书月安排(修订)' })).status,
      remove: (await post(teacher, `/blade-desk/notice/remove?ids=${notice.id}`)).status,
    };
    expect(answered).toEqual(expected);
  });
});

describe('the failed-login lock', () => {
  const lockOut = async (tenantId: string, account: string) => {
    for (let i = 0; i < 5; i++) await passwordRequest(tenantId, account, 'wrong');
  };
  const LOCKED = '登录错误次数过多,请稍后再试';

  it('holds for social login, SSO codes and refresh tokens too', async () => {
    const session = await login('100001', 'teacher');
    await lockOut('100001', 'teacher');
    const social = await tokenRequest({ grant_type: 'social', source: 'github', code: 'demo-github-teacher', state: '100001' }, { Authorization: SABER_BASIC, 'Tenant-Id': '100001' });
    expect(await bodyOf(social)).toMatchObject({ error_description: LOCKED });
    // Locking the account ended its sessions: their refresh tokens are refused as well.
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: session.refresh_token }, { Authorization: SABER_BASIC, 'Tenant-Id': '100001' });
    const refused = await bodyOf<{ access_token?: string; error_description?: string }>(refresh);
    expect([refresh.status, refused.access_token, typeof refused.error_description]).toEqual([400, undefined, 'string']);

    await lockOut('000000', 'admin');
    const sso = await tokenRequest({ grant_type: 'authorization_code', code: 'demo-sso-code', redirect_uri: 'http://localhost:8080' });
    expect(await bodyOf(sso)).toMatchObject({ error_description: LOCKED });
  });
});

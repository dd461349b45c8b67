import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../../fixtures';
import { db } from '../../../mock-server/db';
import { get, page, post, tokenOf, type Row } from './helpers';

const tenantsOf = (rows: readonly Row[]) => [...new Set(rows.map((row) => row.tenantId))].sort();
const postOf = (tenantId: string) => db.rows('post').find((row) => row.tenantId === tenantId)!;
const noticeOf = (tenantId: string) => db.rows('notice').find((row) => row.tenantId === tenantId)!;

describe('tenant-scoped resources', () => {
  let school: string;
  beforeEach(async () => {
    school = await tokenOf('100001');
  });

  it('show a school only its own posts and notices, whatever tenantId it asks for', async () => {
    const posts = await page(school, '/blade-system/post/page?size=100');
    expect(posts.total).toBe(4);
    expect(tenantsOf(posts.records)).toEqual(['100001']);
    expect((await page(school, '/blade-system/post/page?tenantId=100002')).total).toBe(0);
    const notices = await page(school, '/blade-desk/notice/list');
    expect(notices.records.map((n) => n.title).sort()).toEqual(fixtures.notice.filter((n) => n.tenantId === '100001').map((n) => n.title).sort());
    expect(tenantsOf((await page(await tokenOf('100001', 'teacher'), '/blade-desk/notice/list')).records)).toEqual(['100001']);
  });

  it('answer another school\'s row as not found, and leave it unchanged', async () => {
    const foreign = postOf('100002');
    const notice = noticeOf('100002');
    expect(await get(school, `/blade-system/post/detail?id=${foreign.id}`)).toMatchObject({ status: 400, body: { msg: '数据不存在或已被删除' } });
    expect((await post(school, '/blade-system/post/submit', { id: foreign.id, postName: '入侵' })).status).toBe(400);
    expect((await post(school, `/blade-desk/notice/remove?ids=${notice.id}`)).status).toBe(400);
    const own = postOf('100001');
    expect((await post(school, `/blade-system/post/remove?ids=${own.id},${foreign.id}`)).status).toBe(400);
    expect([foreign.postName, foreign.isDeleted, notice.isDeleted, own.isDeleted]).toEqual(['首席执行官', 0, 0, 0]);
  });

  it('file a school\'s new rows under its tenant, whatever the body says', async () => {
    const answer = await post(school, '/blade-desk/notice/submit', {
      title: '运动会通知', category: '1', releaseTime: '2024-10-08 09:00:00', content: '<p>见附件</p>', tenantId: '100002',
    });
    expect(answer.status).toBe(200);
    expect(db.rows('notice').find((n) => n.title === '运动会通知')).toMatchObject({ tenantId: '100001', category: 1, createUser: '1123598821738675205' });
  });

  it('show the platform administrator every tenant, filtered by tenantId on request', async () => {
    const admin = await tokenOf('000000');
    expect(tenantsOf((await page(admin, '/blade-system/post/page?size=100')).records)).toEqual(['000000', '100001', '100002']);
    const only = await page(admin, '/blade-desk/notice/list?tenantId=100002');
    expect(only.total).toBe(fixtures.notice.filter((n) => n.tenantId === '100002').length);
    expect(tenantsOf(only.records)).toEqual(['100002']);
    const foreign = postOf('100002');
    expect((await post(admin, '/blade-system/post/submit', { id: foreign.id, postName: '总校长' })).status).toBe(200);
    expect(db.find('post', foreign.id)).toMatchObject({ postName: '总校长', tenantId: '100002' });
  });

  it('keep a platform user who is not the administrator to the platform tenant', async () => {
    const hr = await tokenOf('000000', 'hr');
    expect(tenantsOf((await page(hr, '/blade-desk/notice/list?size=100')).records)).toEqual(['000000']);
  });

  it('answer select with one tenant: the caller\'s, or the one the administrator names', async () => {
    const own = await get<Row[]>(school, '/blade-system/post/select?tenantId=100002');
    expect(tenantsOf(own.body.data)).toEqual(['100001']);
    expect(own.body.data.map((p) => p.postCode)).toEqual(['ceo', 'principal', 'dean', 'teacher']);
    const admin = await tokenOf('000000');
    expect(tenantsOf((await get<Row[]>(admin, '/blade-system/post/select?tenantId=100002')).body.data)).toEqual(['100002']);
    expect(tenantsOf((await get<Row[]>(admin, '/blade-system/post/select')).body.data)).toEqual(['000000']);
  });
});

describe('platform-wide resources', () => {
  const calls: [string, 'GET' | 'POST', string][] = [
    ['param list', 'GET', '/blade-system/param/list'],
    ['param detail', 'GET', '/blade-system/param/detail?id=1123598819738675201'],
    ['param submit', 'POST', '/blade-system/param/submit'],
    ['param remove', 'POST', '/blade-system/param/remove?ids=1123598819738675201'],
    ['param export', 'GET', '/blade-system/param/export'],
    ['tenant package list', 'GET', '/blade-system/tenant-package/list'],
    ['tenant package select', 'GET', '/blade-system/tenant-package/select'],
    ['tenant package submit', 'POST', '/blade-system/tenant-package/submit'],
    ['client list', 'GET', '/blade-system/client/list'],
    ['client remove', 'POST', '/blade-system/client/remove?ids=1123598822300000002'],
  ];

  it('refuse a school admin and a platform user who is not the administrator: 403 请求被拒绝', async () => {
    for (const token of [await tokenOf('100001'), await tokenOf('000000', 'hr')]) {
      for (const [what, method, path] of calls) {
        const response = await fetch(`/api${path}`, {
          method, headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' }, body: method === 'POST' ? '{"paramName":"x"}' : undefined,
        });
        expect(response.status, what).toBe(403);
        expect(await response.json(), what).toEqual({ code: 403, success: false, data: null, msg: '请求被拒绝' });
      }
    }
    expect(db.rows('param').every((p) => p.isDeleted === 0)).toBe(true);
    expect(db.rows('client').every((c) => c.isDeleted === 0)).toBe(true);
  });

  it('refuse a call without a token with the gateway\'s 401', async () => {
    const response = await fetch('/api/blade-system/param/list');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, msg: '缺失令牌,鉴权失败' });
  });

  it('serve the platform administrator', async () => {
    const admin = await tokenOf('000000');
    const packages = await page(admin, '/blade-system/tenant-package/list?size=100');
    expect(packages.records.map((p) => p.packageName).sort()).toEqual(fixtures.tenant_package.map((p) => p.packageName).sort());
    expect((await page(admin, '/blade-system/client/list')).total).toBe(fixtures.client.length);
  });
});

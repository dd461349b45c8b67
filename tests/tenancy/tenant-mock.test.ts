/** Tenants in the mock: creation provisions a school that can log in, expiry locks it out, packages limit menus. */
import { describe, expect, it } from 'vitest';
import { db, formatDateTime } from '../../mock-server/db';
import { get, page, post, tokenOf, type Row } from '../mock-server/crud/helpers';
import { authGet, bodyOf, login, MINUTE, passwordRequest } from '../mock-server/helpers';

const PACKAGE = db.table('tenant_package')[0]!;

async function createSchool(token: string, extra: Record<string, unknown> = {}): Promise<Row> {
  const name = `测试学校${Math.random().toString(36).slice(2, 8)}`;
  const answer = await post(token, '/blade-system/tenant/submit', { tenantName: name, linkman: '李老师', ...extra });
  expect(answer.body.success, answer.body.msg).toBe(true);
  const { records } = await page(token, `/blade-system/tenant/list?tenantName=${encodeURIComponent(name)}`);
  expect(records).toHaveLength(1);
  return records[0]!;
}

type MenuNode = { code: string; id: string; children?: MenuNode[] };
const ids = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])]);

/** The package's menus and the groups above them: what its administrator's sidebar holds. */
function packageRoutes(): Set<string> {
  const menus = new Map(db.table('menu').map((m) => [m.id, m]));
  const shown = new Set<string>();
  for (const id of PACKAGE.menuId.split(',')) for (let m = menus.get(id); m; m = menus.get(m.parentId)) shown.add(m.id);
  return shown;
}

describe('tenant/submit', () => {
  it('creates a six-digit tenant whose admin logs in with the default password and sees exactly its package', async () => {
    const admin = await tokenOf('000000');
    const school = await createSchool(admin, { packageId: PACKAGE.id });
    expect(String(school.tenantId)).toMatch(/^\d{6}$/);
    expect(school.accountNumber).toBe(100);
    const tenantId = String(school.tenantId);
    expect(db.table('role').filter((r) => r.tenantId === tenantId).map((r) => r.roleName)).toEqual(['管理员']);
    expect(db.table('dept').filter((d) => d.tenantId === tenantId).map((d) => d.deptName)).toEqual([school.tenantName]);
    expect(db.table('post').filter((p) => p.tenantId === tenantId).map((p) => p.postCode)).toEqual(['ceo']);
    const dictionaries = db.table<{ id: string; parentId: string; tenantId: string }>('dict_biz');
    const own = dictionaries.filter((d) => d.tenantId === tenantId);
    expect(own.length).toBe(dictionaries.filter((d) => d.tenantId === '000000').length);
    // Each copied item hangs under the school's own copy of its code.
    for (const item of own.filter((d) => d.parentId !== '0')) expect(own.map((d) => d.id)).toContain(item.parentId);

    const { access_token } = await login(tenantId, 'admin', 'admin');
    const routes = (await bodyOf<{ data: MenuNode[] }>(await authGet('/api/blade-system/menu/routes', access_token))).data;
    expect(new Set(ids(routes))).toEqual(packageRoutes());
  });

  it('gives the new school\'s admin the password the tenant.default.password parameter names', async () => {
    db.table('param').find((p) => p.paramKey === 'tenant.default.password')!.paramValue = 'Xh-2026';
    const school = await createSchool(await tokenOf('000000'));
    expect((await login(String(school.tenantId), 'admin', 'Xh-2026')).account).toBe('admin');
  });

  it('without a package grants the default menus, and a package set later narrows them to it', async () => {
    const admin = await tokenOf('000000');
    const school = await createSchool(admin);
    const tenantId = String(school.tenantId);
    const menus = async () => {
      const { access_token } = await login(tenantId, 'admin', 'admin');
      return (await bodyOf<{ data: MenuNode[] }>(await authGet('/api/blade-system/menu/routes', access_token))).data;
    };
    expect(ids(await menus())).toContain(db.table('menu').find((m) => m.code === 'dictbiz')!.id);
    expect((await post(admin, `/blade-system/tenant/package-setting?tenantId=${tenantId}&packageId=${PACKAGE.id}`)).body.success).toBe(true);
    expect(new Set(ids(await menus()))).toEqual(packageRoutes());
    // BladeX reads the tenant of package-detail by its row id, as its client sends it.
    const detail = await get<Row>(admin, `/blade-system/tenant/package-detail?tenantId=${String(school.id)}`);
    expect(detail.body.data.packageName).toBe(PACKAGE.packageName);
    expect((await get(admin, `/blade-system/tenant/package-detail?tenantId=${tenantId}`)).body).toMatchObject({ code: 400, msg: '租户信息错误!' });
  });

  it('offers the product packages to choose from (tenant-package/select)', async () => {
    const packages = (await get<Row[]>(await tokenOf('000000'), '/blade-system/tenant-package/select')).body.data;
    expect(packages.map((p) => p.packageName)).toContain(PACKAGE.packageName);
    expect((await get(await tokenOf('100001'), '/blade-system/tenant-package/select')).status).toBe(403);
  });

  it('refuses to create tenants for anyone but the platform administrator', async () => {
    const school = await tokenOf('100001');
    expect((await post(school, '/blade-system/tenant/submit', { tenantName: 'x', linkman: 'y' })).status).toBe(403);
    expect((await get(school, '/blade-system/tenant/list')).status).toBe(403);
  });

  it('answers a missing name with the form message', async () => {
    const answer = await post(await tokenOf('000000'), '/blade-system/tenant/submit', { linkman: 'y' });
    expect(answer.body.msg).toBe('请输入租户名称');
  });

  it('never removes the platform tenant', async () => {
    const platform = db.table('tenant').find((t) => t.tenantId === '000000')!;
    const answer = await post(await tokenOf('000000'), `/blade-system/tenant/remove?ids=${platform.id}`);
    expect(answer.status).toBe(400);
    expect(platform.isDeleted).toBe(0);
  });
});

describe('tenant/setting', () => {
  it('expiring a school refuses its users at login with the spec message, and extending lets them in', async () => {
    const admin = await tokenOf('000000');
    const row = db.table('tenant').find((t) => t.tenantId === '100001')!;
    expect((await post(admin, `/blade-system/tenant/setting?ids=${row.id}&accountNumber=50&expireTime=2020-01-01 00:00:00`)).body.success).toBe(true);
    const refused = await bodyOf<{ error_description: string }>(await passwordRequest('100001', 'teacher', 'teacher'));
    expect(refused.error_description).toBe('租户授权已过期,请联系管理员');
    expect(row.accountNumber).toBe(50);
    await post(admin, `/blade-system/tenant/setting?ids=${row.id}&accountNumber=50&expireTime=`);
    await login('100001', 'teacher');
  });

  it('refuses a date that does not exist', async () => {
    const row = db.table('tenant').find((t) => t.tenantId === '100001')!;
    const answer = await post(await tokenOf('000000'), `/blade-system/tenant/setting?ids=${row.id}&accountNumber=5&expireTime=2024-13-45`);
    expect(answer.status).toBe(400);
  });

  it('a quota set here refuses the school one account more than it allows', async () => {
    const row = db.table('tenant').find((t) => t.tenantId === '100001')!;
    const held = db.table('user').filter((u) => u.tenantId === '100001' && u.isDeleted === 0).length;
    await post(await tokenOf('000000'), `/blade-system/tenant/setting?ids=${row.id}&accountNumber=${held}&expireTime=`);
    const answer = await post(await tokenOf('100001'), '/blade-system/user/submit', {
      account: 'quota1', name: '额度', realName: '额度测试', password: '123456', password2: '123456', roleId: db.table('role').find((r) => r.tenantId === '100001')!.id,
      deptId: db.table('dept').find((d) => d.tenantId === '100001')!.id, postId: db.table('post').find((p) => p.tenantId === '100001')!.id, userType: 1, sex: 1, phone: '13900000000', email: 'q@x.cn',
    });
    expect(answer.body.msg).toBe('当前租户已到最大账号额度!');
  });

  it.each([
    ['a minute ago', -MINUTE, '租户授权已过期,请联系管理员'],
    ['in a minute', MINUTE, 'signed in'],
  ])('a school whose licence ended %s: its users sign in or are refused', async (_, offset, outcome) => {
    db.table('tenant').find((t) => t.tenantId === '100001')!.expireTime = formatDateTime(Date.now() + offset);
    const answer = await bodyOf<{ account?: string; error_description?: string }>(await passwordRequest('100001', 'teacher', 'teacher'));
    expect(answer.account ? 'signed in' : answer.error_description).toBe(outcome);
  });

  it('a quota with room for one more account takes exactly one', async () => {
    const row = db.table('tenant').find((t) => t.tenantId === '100001')!;
    row.accountNumber = db.table('user').filter((u) => u.tenantId === '100001' && u.isDeleted === 0).length + 1;
    const admin = await tokenOf('100001');
    const answers = [];
    for (const account of ['zhaolei', 'qianyu']) {
      answers.push((await post(admin, '/blade-system/user/submit', {
        account, name: account, realName: account === 'zhaolei' ? '赵磊' : '钱雨', password: 'Xh-2026a', password2: 'Xh-2026a', roleId: db.table('role').find((r) => r.tenantId === '100001')!.id,
        deptId: db.table('dept').find((d) => d.tenantId === '100001')!.id, postId: db.table('post').find((p) => p.tenantId === '100001')!.id, userType: 1, sex: 1, phone: '13900000001', email: `${account}@xinghe.edu.cn`,
      })).body.msg);
    }
    expect(answers).toEqual(['操作成功', '当前租户已到最大账号额度!']);
  });
});

describe('tenant/datasource and tenant/info', () => {
  it('binds a data source, refusing an unknown one', async () => {
    const admin = await tokenOf('000000');
    const source = db.table('datasource')[1]!;
    expect((await post(admin, `/blade-system/tenant/datasource?tenantId=100002&datasourceId=${source.id}`)).body.success).toBe(true);
    expect(db.table('tenant').find((t) => t.tenantId === '100002')!.datasourceId).toBe(source.id);
    expect((await post(admin, '/blade-system/tenant/datasource?tenantId=100002&datasourceId=1')).status).toBe(400);
  });

  it('answers the tenant bound to a domain without a token, and an empty object otherwise', async () => {
    db.table('tenant').find((t) => t.tenantId === '100001')!.domainUrl = 'https://xinghe.example.cn';
    const found = await bodyOf<{ data: Record<string, string> }>(await fetch('/api/blade-system/tenant/info?domain=https://xinghe.example.cn/login'));
    expect(found.data).toEqual({ tenantId: '100001', domain: 'https://xinghe.example.cn', backgroundUrl: '' });
    const none = await bodyOf<{ success: boolean; data: object }>(await fetch('/api/blade-system/tenant/info?domain=nowhere.cn'));
    expect(none).toMatchObject({ success: true, data: {} });
  });
});

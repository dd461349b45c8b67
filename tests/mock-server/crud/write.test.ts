import { beforeEach, describe, expect, it } from 'vitest';
import { fixtures } from '../../../fixtures';
import { db } from '../../../mock-server/db';
import { get, page, post, tokenOf, type Row } from './helpers';

const ADMIN_ID = '1123598821738675201';
const ADMIN_DEPT = '1123598813738675201';
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const registerUser = '1123598819738675201';

describe('detail', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
  });

  it('answers the row of an id', async () => {
    const { body } = await get<Row>(admin, `/blade-system/param/detail?id=${registerUser}`);
    expect(body).toMatchObject({ code: 200, success: true, data: { id: registerUser, paramKey: 'account.registerUser' } });
  });

  it('answers 400 for a missing, unknown or deleted id', async () => {
    expect((await get(admin, '/blade-system/param/detail')).body.msg).toBe('缺少必要的请求参数: id');
    expect(await get(admin, '/blade-system/param/detail?id=1')).toMatchObject({ status: 400, body: { msg: '数据不存在或已被删除' } });
    db.update('param', db.rows('param')[0]!, { isDeleted: 1 });
    expect((await get(admin, `/blade-system/param/detail?id=${registerUser}`)).status).toBe(400);
  });
});

describe('submit', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
  });

  it('inserts a body without id, with a new id and audit fields from the token', async () => {
    const answer = await post(admin, '/blade-system/param/submit', {
      paramName: '阅读打卡天数', paramKey: 'reading.days', paramValue: '21', createUser: 'forged', isDeleted: 1, status: 9, tenantId: '100001',
    });
    expect(answer).toMatchObject({ status: 200, body: { code: 200, success: true, data: null, msg: '操作成功' } });
    const row = db.rows('param').find((p) => p.paramKey === 'reading.days')!;
    expect(row).toMatchObject({
      id: expect.stringMatching(/^\d{19}$/), paramName: '阅读打卡天数', paramValue: '21', remark: '',
      createUser: ADMIN_ID, createDept: ADMIN_DEPT, updateUser: ADMIN_ID, status: 1, isDeleted: 0,
    });
    expect(row.createTime).toMatch(STAMP);
    expect(row).not.toHaveProperty('tenantId');
    expect((await page(admin, '/blade-system/param/list?paramKey=reading')).total).toBe(1);
  });

  it('refuses a record breaking the schema rules with the first message, in zh', async () => {
    expect(await post(admin, '/blade-system/param/submit', {})).toMatchObject({ status: 400, body: { code: 400, success: false, msg: '请输入参数名称' } });
    expect((await post(admin, '/blade-system/param/submit', { paramName: 'x', paramKey: '  ' })).body.msg).toBe('请输入参数键名');
    expect((await post(admin, '/blade-system/tenant-package/submit', { packageName: 'p', menuId: [] })).body.msg).toBe('请选择菜单');
    expect((await post(admin, '/blade-system/client/submit', { clientId: 'c', clientSecret: 's', webServerRedirectUri: 'u', accessTokenValidity: 0 })).body.msg)
      .toBe('请输入大于0的整数秒数');
    const notice = await tokenOf('100001');
    expect((await post(notice, '/blade-desk/notice/submit', { title: 't', category: 1, releaseTime: '2024/09/01' })).body.msg)
      .toBe('通知日期的格式为 yyyy-MM-dd HH:mm:ss');
    expect((await post(notice, '/blade-desk/notice/submit', { title: 't', category: 1, releaseTime: '2024-13-45 09:00:00' })).body.msg)
      .toBe('通知日期的格式为 yyyy-MM-dd HH:mm:ss');
    expect(db.rows('param')).toHaveLength(fixtures.param.length);
  });

  it('fills the schema defaults and stores values as their columns are typed', async () => {
    await post(admin, '/blade-system/client/submit', { clientId: 'app', clientSecret: 'app_secret', webServerRedirectUri: 'http://localhost:9000', refreshTokenValidity: '7200' });
    expect(db.rows('client').find((c) => c.clientId === 'app')).toMatchObject({
      scope: 'all', authorizedGrantTypes: 'refresh_token,password,authorization_code', accessTokenValidity: 3600, refreshTokenValidity: 7200, resourceIds: '',
    });
    await post(admin, '/blade-system/tenant-package/submit', { packageName: '全部菜单', menuId: ['1123598815738675201', '1123598815738675202'] });
    expect(db.rows('tenant_package').find((p) => p.packageName === '全部菜单')!.menuId).toBe('1123598815738675201,1123598815738675202');
    await post(admin, '/blade-system/post/submit', { category: '2', postCode: 'lib', postName: '图书管理员', sort: '9' });
    expect(db.rows('post').find((p) => p.postCode === 'lib')).toMatchObject({ category: 2, sort: 9, tenantId: '000000' });
  });

  it('refuses a value its column cannot hold', async () => {
    const base = { clientId: 'c', clientSecret: 's', webServerRedirectUri: 'u' };
    expect(await post(admin, '/blade-system/client/submit', { ...base, accessTokenValidity: 'soon' })).toMatchObject({ status: 400, body: { msg: '请求参数类型错误: accessTokenValidity' } });
    expect((await post(admin, '/blade-system/param/submit', { paramName: { zh: 'x' }, paramKey: 'k', paramValue: 'v' })).body.msg).toBe('请求参数类型错误: paramName');
  });

  it('updates a body with an id: only the fields it carries, never audit fields or the tenant', async () => {
    const answer = await post(admin, '/blade-system/param/submit', { id: registerUser, paramValue: 'false', createUser: 'forged', isDeleted: 1, unknown: 'x' });
    expect(answer.status).toBe(200);
    const row = db.rows('param').find((p) => p.id === registerUser)!;
    expect(row).toMatchObject({ paramName: '是否开启注册功能', paramKey: 'account.registerUser', paramValue: 'false', createUser: ADMIN_ID, isDeleted: 0 });
    expect(row).not.toHaveProperty('unknown');
    expect(row.updateTime).toMatch(STAMP);
    expect(db.rows('param')).toHaveLength(fixtures.param.length);

    const school = await tokenOf('100001');
    const postId = db.rows('post').find((p) => p.tenantId === '100001')!.id;
    await post(school, '/blade-system/post/submit', { id: postId, postName: '校长助理', tenantId: '100002' });
    expect(db.rows('post').find((p) => p.id === postId)).toMatchObject({ postName: '校长助理', tenantId: '100001', updateUser: '1123598821738675205' });
  });

  it('validates the record as it would be after the update', async () => {
    expect((await post(admin, '/blade-system/param/submit', { id: registerUser, paramValue: '' })).body.msg).toBe('请输入参数键值');
    expect(db.rows('param')[0]!.paramValue).toBe('true');
  });

  it('answers 400 for an update of an unknown or deleted id', async () => {
    expect(await post(admin, '/blade-system/param/submit', { id: '42', paramValue: 'x' })).toMatchObject({ status: 400, body: { msg: '数据不存在或已被删除' } });
    db.update('param', db.rows('param')[0]!, { isDeleted: 1 });
    expect((await post(admin, '/blade-system/param/submit', { id: registerUser, paramValue: 'x' })).status).toBe(400);
  });

  it('answers 400 消息不能读取 for a body that is not a JSON object', async () => {
    for (const body of ['{not json', '', '[1,2]', 'null', '"text"']) {
      const answer = await post(admin, '/blade-system/param/submit', body);
      expect(answer, body).toMatchObject({ status: 400, body: { code: 400, success: false, msg: '消息不能读取' } });
    }
  });
});

describe('remove', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
  });

  it('soft-deletes the comma-joined ids', async () => {
    const [a, b] = db.rows('param');
    expect(await post(admin, `/blade-system/param/remove?ids=${a!.id},${b!.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(db.rows('param')).toHaveLength(fixtures.param.length);
    expect(db.rows('param').filter((p) => p.isDeleted === 1).map((p) => p.id)).toEqual([a!.id, b!.id]);
    expect(a!.updateUser).toBe(ADMIN_ID);
    expect((await page(admin, '/blade-system/param/list')).total).toBe(fixtures.param.length - 2);
    expect((await get(admin, `/blade-system/param/detail?id=${a!.id}`)).status).toBe(400);
  });

  it('deletes nothing when one id is unknown or already deleted, and needs ids', async () => {
    const [a, b] = db.rows('param');
    expect(await post(admin, `/blade-system/param/remove?ids=${a!.id},404`)).toMatchObject({ status: 400, body: { msg: '数据不存在或已被删除' } });
    db.update('param', b!, { isDeleted: 1 });
    expect((await post(admin, `/blade-system/param/remove?ids=${a!.id},${b!.id}`)).status).toBe(400);
    expect(db.find('param', a!.id)!.isDeleted).toBe(0);
    expect((await post(admin, '/blade-system/param/remove')).body.msg).toBe('缺少必要的请求参数: ids');
    expect((await post(admin, '/blade-system/param/remove?ids=,,')).status).toBe(400);
  });
});

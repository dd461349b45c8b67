/** Codes and keys that must be unique stay so, under concurrent submits too. */
import { describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import { post, tokenOf } from './helpers';

interface Case { path: string; table: string; tenant: string; field: string; body: Record<string, unknown>; msg: string }

const cases: Case[] = [
  { path: '/blade-system/param/submit', table: 'param', tenant: '000000', field: 'paramKey', body: { paramName: '阅读时长上限', paramKey: 'reading.limit', paramValue: '60' }, msg: '当前参数键名已存在!' },
  { path: '/blade-system/post/submit', table: 'post', tenant: '100001', field: 'postCode', body: { category: 1, postCode: 'reader', postName: '阅读指导', sort: 9 }, msg: '当前岗位编号已存在!' },
  { path: '/blade-system/role/submit', table: 'role', tenant: '100001', field: 'roleAlias', body: { roleName: '图书管理员', roleAlias: 'librarian', sort: 5 }, msg: '当前角色别名已存在!' },
  { path: '/blade-system/client/submit', table: 'client', tenant: '000000', field: 'clientId', body: { clientId: 'reading-app', clientSecret: 'reading_secret', authorizedGrantTypes: 'password', scope: 'all', webServerRedirectUri: 'http://localhost:8080', accessTokenValidity: 3600, refreshTokenValidity: 604800 }, msg: '当前应用id已存在!' },
  { path: '/blade-resource/oss/submit', table: 'oss', tenant: '100001', field: 'ossCode', body: { category: 1, ossCode: 'library-minio', endpoint: 'http://127.0.0.1:9000', bucketName: 'library', accessKey: 'ak', secretKey: 'sk' }, msg: '当前资源编号已存在!' },
];

describe('unique keys', () => {
  it.each(cases)('$table $field: eight concurrent submits store one row, an edit onto it is refused', async ({ path, table, tenant, field, body, msg }) => {
    const token = await tokenOf(tenant);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(token, path, body)));
    const rows = () => db.table<Record<string, unknown>>(table).filter((row) => row[field] === body[field] && row.isDeleted === 0);
    expect(answers.filter((a) => a.body.success), JSON.stringify(answers.map((a) => a.body.msg))).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.msg)).toEqual(Array(7).fill(msg));
    expect(rows()).toHaveLength(1);
    const other = db.table<Record<string, unknown>>(table).find((row) => row.isDeleted === 0 && row[field] !== body[field] && (table === 'param' || table === 'client' || row.tenantId === tenant))!;
    expect((await post(token, path, { ...other, [field]: body[field] })).body.msg).toBe(msg);
  });

  it('lets another school use the same code', async () => {
    const body = { category: 1, postCode: 'reader', postName: '阅读指导', sort: 9 };
    expect((await post(await tokenOf('100001'), '/blade-system/post/submit', body)).body.success).toBe(true);
    expect((await post(await tokenOf('100002'), '/blade-system/post/submit', body)).body.success).toBe(true);
  });

  it('frees a deleted row\'s code, and an unchanged one saved again is no clash', async () => {
    const token = await tokenOf('100001');
    const body = { category: 1, postCode: 'reader', postName: '阅读指导', sort: 9 };
    expect((await post(token, '/blade-system/post/submit', body)).body.success).toBe(true);
    const first = db.table('post').find((row) => row.postCode === 'reader' && row.isDeleted === 0)!;
    expect((await post(token, '/blade-system/post/submit', { ...first, postName: '阅读指导老师' })).body.success).toBe(true);
    expect((await post(token, `/blade-system/post/remove?ids=${first.id}`)).body.success).toBe(true);
    expect((await post(token, '/blade-system/post/submit', body)).body.success).toBe(true);
    // The spaces around a code are not part of it.
    expect((await post(token, '/blade-system/post/submit', { ...body, postCode: ' reader ' })).body.msg).toBe('当前岗位编号已存在!');
  });
});

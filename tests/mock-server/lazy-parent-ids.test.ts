/**
 * The calls that open a tree a level at a time read `parentId` as BladeX's Long: text that is no
 * Long is Spring's type mismatch (400, 请求参数类型错误: parentId), as role/lazy-list answers it; a
 * blank one is the top, and leading zeros name the same node.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, tokenOf } from './crud/helpers';

const LEVELS = [
  '/blade-system/dept/lazy-list',
  '/blade-system/dept/lazy-tree',
  '/blade-system/role/lazy-list',
  '/blade-system/role/lazy-tree',
  '/blade-system/menu/lazy-list',
  '/blade-system/menu/lazy-menu-list',
];
const CHILD_LISTS = ['/blade-system/dict/child-list', '/blade-system/dict-biz/child-list'];

describe('a lazy tree call with a parentId that is no Long', () => {
  it.each([...LEVELS, ...CHILD_LISTS])('%s answers with a BladeX error envelope', async (path) => {
    const token = await tokenOf('000000');
    for (const parentId of ['abc', '1.5', '12345678901234567890', '1,2']) {
      const answer = await get(token, `${path}?parentId=${encodeURIComponent(parentId)}`);
      expect(answer, parentId).toMatchObject({ status: 400, body: { code: 400, success: false, data: null, msg: '请求参数类型错误: parentId' } });
    }
  });

  it.each(LEVELS)('%s reads a blank parentId as the top and 00 as 0', async (path) => {
    const token = await tokenOf('000000');
    const top = await get<unknown[]>(token, `${path}?parentId=0`);
    expect(top.status).toBe(200);
    expect(top.body.data.length).toBeGreaterThan(0);
    expect((await get(token, `${path}?parentId=`)).body).toEqual(top.body);
    expect((await get(token, `${path}?parentId=00`)).body).toEqual(top.body);
  });

  it.each(CHILD_LISTS)('%s answers the items under a code, and none without one', async (path) => {
    const token = await tokenOf('000000');
    const table = path.includes('dict-biz') ? 'dict_biz' : 'dict';
    const code = db.rows<{ id: string; parentId: string; isDeleted: number; tenantId?: string }>(table).find((row) => row.parentId === '0' && row.isDeleted === 0 && (row.tenantId ?? '000000') === '000000')!;
    const items = await get<unknown[]>(token, `${path}?parentId=${code.id}`);
    expect(items.status).toBe(200);
    expect(items.body.data.length).toBeGreaterThan(0);
    expect((await get(token, `${path}?parentId=0${code.id}`)).body).toEqual(items.body);
    expect((await get(token, `${path}?parentId=`)).body.data).toEqual([]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import type { ParamRow } from '../../../mock-server/schema-rows';
import { get, page, tokenOf, type PageData } from './helpers';

/** Adds param rows p01..pNN, one a day from 2024-10-01 on, so dates and order are known. */
function addParams(count: number): ParamRow[] {
  const rows = Array.from({ length: count }, (_, i): ParamRow => {
    const n = String(i + 1).padStart(2, '0');
    const stamp = `2024-10-${n} 12:00:00`;
    return {
      id: `19000000000000000${n}`, paramName: `测试参数${n}`, paramKey: `test.key${n}`, paramValue: n, remark: i % 2 ? 'Odd' : 'even',
      createUser: '1', createDept: '1', createTime: stamp, updateUser: '1', updateTime: stamp, status: 1, isDeleted: 0,
    };
  });
  for (const row of rows) db.insert('param', row);
  return rows;
}

const keys = (data: PageData, name = 'paramKey') => data.records.map((row) => row[name]);

describe('list and page calls', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
    // The six account and tenant parameters of the seeds only, so totals, dates and order stay
    // known whatever other parameters the demo data holds.
    db.remove('param', db.rows('param').filter((row) => !/^(account|tenant)\./.test(row.paramKey)));
  });

  it('answers a MyBatis-Plus page object, 10 rows of page 1 by default', async () => {
    addParams(14);
    const data = await page(admin, '/blade-system/param/list');
    expect(Object.keys(data).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    expect(data).toMatchObject({ total: 20, size: 10, current: 1, pages: 2 });
    expect(data.records).toHaveLength(10);
    expect(data.records[0]).toMatchObject({ id: expect.stringMatching(/^\d{19}$/), paramKey: 'test.key14' });
  });

  it('pages with current and size, without overlap, and answers no rows past the end', async () => {
    addParams(14);
    const first = await page(admin, '/blade-system/param/list?current=1&size=8');
    const second = await page(admin, '/blade-system/param/list?current=2&size=8');
    expect(second).toMatchObject({ total: 20, size: 8, current: 2, pages: 3 });
    expect(new Set([...keys(first), ...keys(second)]).size).toBe(16);
    expect((await page(admin, '/blade-system/param/list?current=9&size=8')).records).toEqual([]);
  });

  it('clamps paging that is out of range', async () => {
    addParams(14);
    expect(await page(admin, '/blade-system/param/list?current=0&size=0')).toMatchObject({ current: 1, size: 10 });
    expect(await page(admin, '/blade-system/param/list?current=-3&size=-1')).toMatchObject({ current: 1, size: 10 });
    const all = await page(admin, '/blade-system/param/list?size=99999999999');
    expect(all).toMatchObject({ size: 1000, pages: 1 });
    expect(all.records).toHaveLength(20);
    const far = await page(admin, `/blade-system/param/list?current=${'9'.repeat(40)}`);
    expect(far.records).toEqual([]);
    expect(far.current).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses paging that is not an integer with a 400 envelope', async () => {
    for (const query of ['size=ten', 'current=1.5', 'current=%20x']) {
      const { status, body } = await get(admin, `/blade-system/param/list?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false, data: null });
      expect(body.msg).toMatch(/^请求参数类型错误: (size|current)$/);
    }
  });

  it('matches text fields by substring, ignoring case, and leaves out blank and unknown keys', async () => {
    addParams(3);
    expect(keys(await page(admin, '/blade-system/param/list?paramKey=ACCOUNT')).sort()).toEqual([
      'account.failCount', 'account.initPassword', 'account.registerUser', 'tenant.default.accountNumber',
    ]);
    expect(keys(await page(admin, '/blade-system/param/list?paramName=%E6%B5%8B%E8%AF%95&remark=od'))).toEqual(['test.key02']);
    expect((await page(admin, '/blade-system/param/list?paramName=&nosuch=1&paramValue_ignore=x')).total).toBe(9);
  });

  it('matches ids, enumerations and numbers exactly, a comma list as any of its values', async () => {
    const token = await tokenOf('000000');
    expect((await page(token, '/blade-system/post/page?category=2&tenantId=000000')).records.map((r) => r.postCode)).toEqual(['pm', 'hr']);
    expect((await page(token, '/blade-system/post/page?category=2,3&tenantId=000000')).total).toBe(3);
    expect((await page(token, '/blade-system/post/page?sort=1')).total).toBe(3);
    expect((await page(token, '/blade-system/param/list?id=1123598819738675203')).records.map((r) => r.paramKey)).toEqual(['account.failCount']);
    expect((await page(token, '/blade-system/param/list?id=112359881973867520')).total).toBe(0);
  });

  it('matches a comma-joined column when it shares one of the values', async () => {
    const grants = await page(admin, '/blade-system/client/list?authorizedGrantTypes=captcha');
    expect(grants.total).toBe(2);
    db.update('client', db.rows('client')[0]!, { authorizedGrantTypes: 'password' });
    expect((await page(admin, '/blade-system/client/list?authorizedGrantTypes=captcha,social')).records.map((r) => r.clientId)).toEqual(['saber']);
  });

  it('filters createTime by date range, with or without a time', async () => {
    addParams(14);
    const range = await page(admin, '/blade-system/param/list?createTime_dategt=2024-10-03&createTime_datelt=2024-10-06%2012:00:00');
    expect(keys(range)).toEqual(['test.key05', 'test.key04', 'test.key03']);
    expect((await page(admin, '/blade-system/param/list?createTime_datege=2024-10-14%2012:00:00')).total).toBe(1);
    expect((await page(admin, '/blade-system/param/list?createTime_datele=2024-09-30')).total).toBe(6);
  });

  it('refuses a date it cannot read with a 400 envelope', async () => {
    const { status, body } = await get(admin, '/blade-system/param/list?createTime_dategt=yesterday');
    expect(status).toBe(400);
    expect(body.msg).toBe('请求参数类型错误: createTime_dategt');
  });

  it('knows the other BladeX operator suffixes', async () => {
    addParams(12);
    const q = (query: string) => page(admin, `/blade-system/param/list?size=100&${query}`).then((d) => keys(d));
    expect(await q('paramKey_equal=test.key07')).toEqual(['test.key07']);
    expect(await q('paramKey_likeright=test.key1')).toEqual(['test.key12', 'test.key11', 'test.key10']);
    expect(await q('paramKey_likeleft=COUNT')).toEqual(['account.failCount']);
    expect((await q('paramKey_notlike=test')).length).toBe(6);
    expect(await q('paramValue_gt=10&paramKey_like=test')).toEqual(['test.key12', 'test.key11']);
    expect(await q('remark_null=1&paramKey_like=test')).toEqual([]);
    expect((await q('remark_notnull=1')).length).toBe(12);
  });

  it('orders by sort, then newest first, and follows ascs / descs', async () => {
    const token = await tokenOf('000000');
    const post = (code: string) => db.rows('post').find((p) => p.postCode === code && p.tenantId === '000000')!;
    db.update('post', post('coo'), { sort: 9 });
    db.update('post', post('cio'), { createTime: '2024-09-02 08:00:00' });
    const codes = async (query: string) => (await page(token, `/blade-system/post/page?tenantId=000000&${query}`)).records.map((r) => r.postCode);
    expect(await codes('')).toEqual(['ceo', 'cfo', 'cto', 'cio', 'pm', 'hr', 'staff', 'coo']);
    expect(await codes('descs=sort')).toEqual(['coo', 'staff', 'hr', 'pm', 'cio', 'cto', 'cfo', 'ceo']);
    expect(await codes('ascs=post_code')).toEqual(['ceo', 'cfo', 'cio', 'coo', 'cto', 'hr', 'pm', 'staff']);
    addParams(3);
    expect(keys(await page(admin, '/blade-system/param/list?size=4'))).toEqual(['test.key03', 'test.key02', 'test.key01', 'tenant.default.menuCode']);
  });

  it('never lists deleted rows', async () => {
    db.update('param', db.rows('param')[0]!, { isDeleted: 1 });
    const data = await page(admin, '/blade-system/param/list');
    expect(data.total).toBe(5);
    expect(keys(data)).not.toContain('account.registerUser');
  });
});

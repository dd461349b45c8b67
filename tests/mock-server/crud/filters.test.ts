/**
 * A list call's searches (mock-server/crud/filters.ts), each at its edge: bounds that a row sits
 * exactly on, case, numbers against text, empty cells, days at midnight, blank and unknown keys.
 * Over twelve parameters test.key01..12 (values 01..12, remarks even / Odd, one a day from
 * 2024-10-01 at noon) beside the six account and tenant parameters of the seed (remark empty).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import type { ParamRow } from '../../../mock-server/schema-rows';
import { get, page, tokenOf } from './helpers';

const key = (n: number) => `test.key${String(n).padStart(2, '0')}`;
const keys = (...ns: number[]) => ns.map(key);
const ALL = 18;

function addParams(): void {
  db.remove('param', db.rows('param').filter((row) => !/^(account|tenant)\./.test(row.paramKey)));
  for (let i = 0; i < 12; i++) {
    const n = String(i + 1).padStart(2, '0');
    const stamp = `2024-10-${n} 12:00:00`;
    db.insert<ParamRow>('param', {
      id: `19000000000000000${n}`, paramName: `测试参数${n}`, paramKey: `test.key${n}`, paramValue: n, remark: i % 2 ? 'Odd' : 'even',
      createUser: '1', createDept: '1', createTime: stamp, updateUser: '1', updateTime: stamp, status: 1, isDeleted: 0,
    });
  }
}

/** A search and the test parameters it keeps (sorted), or how many rows of all it keeps. */
const cases: [string, string, string[] | number][] = [
  ['ge keeps the row on the bound', 'paramValue_ge=10', keys(10, 11, 12)],
  ['le keeps the row on the bound', 'paramValue_le=3', keys(1, 2, 3)],
  ['gt compares numbers as numbers (10 > 9)', 'paramValue_gt=9', keys(10, 11, 12)],
  ['lt leaves out the row on the bound', 'paramValue_lt=2', keys(1)],
  ['a comparison leaves out empty cells', 'remark_lt=z', 12],
  ['like ignores case', 'remark_like=ODD', keys(2, 4, 6, 8, 10, 12)],
  ['likeright (starts with) ignores case', 'remark_likeright=OD', keys(2, 4, 6, 8, 10, 12)],
  ['likeleft (ends with) ignores case', 'remark_likeleft=DD', keys(2, 4, 6, 8, 10, 12)],
  ['notlike', 'remark_notlike=odd', keys(1, 3, 5, 7, 9, 11)],
  ['datege keeps the row on the bound', 'createTime_datege=2024-10-12 12:00:00', keys(12)],
  ['datele keeps the row on the bound', 'createTime_datele=2024-10-01 12:00:00', keys(1)],
  ['a day alone is its midnight', 'createTime_datelt=2024-10-02', keys(1)],
  ['dateequal', 'createTime_dateequal=2024-10-03 12:00:00', keys(3)],
  ['a date comparison leaves out empty cells and cells that are no stamp', 'remark_datelt=2030-01-01', 0],
  ['notequal', 'remark_notequal=even', keys(2, 4, 6, 8, 10, 12)],
  ['null keeps the empty cells (the six of the seed)', 'remark_null=1', 6],
  ['_ignore is skipped', 'paramKey_ignore=test.key01', ALL],
  ['a blank value is no search', 'status=&paramKey=', ALL],
  ['a key naming no column is ignored', 'nosuch=1&paramValue_nope=1', ALL],
];

describe('a list call\'s searches', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
    addParams();
  });

  it.each(cases)('%s: %s', async (_, query, expected) => {
    const records = (await page(admin, `/blade-system/param/list?size=100&${query}`)).records;
    if (typeof expected === 'number') expect(records).toHaveLength(expected);
    else expect(records.map((row) => row.paramKey as string).filter((name) => name.startsWith('test.')).sort()).toEqual(expected);
  });

  it('matches one value of a list column (the clients allowing the captcha grant)', async () => {
    const clients = (await page(admin, '/blade-system/client/list?size=100&authorizedGrantTypes=captcha')).records;
    expect(clients.map((row) => row.clientId).sort()).toEqual(['saber', 'sword']);
  });

  it('refuses a date that does not exist with a 400 naming the key', async () => {
    expect(await get(admin, '/blade-system/param/list?createTime_datege=2024-02-30')).toMatchObject({ status: 400, body: { msg: '请求参数类型错误: createTime_datege' } });
  });
});

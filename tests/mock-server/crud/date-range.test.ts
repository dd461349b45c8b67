import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import { get, page, tokenOf } from './helpers';

describe('searching by a range of creation days', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
    db.remove('param', db.rows('param').filter((row) => !/^(account|tenant)\./.test(row.paramKey)));
    [...db.rows('param')].forEach((row, i) => void db.update('param', row, { createTime: `2024-10-0${i + 1} 12:00:00` }));
  });

  const days = async (query: string) =>
    (await page(admin, `/blade-system/param/list?ascs=create_time&${query}`)).records.map((row) => String(row.createTime).slice(0, 10));

  it('keeps the rows between the first day\'s start and the last day\'s end, as the console sends them', async () => {
    expect(await days('createTime_dategt=2024-10-02%2000:00:00&createTime_datelt=2024-10-04%2023:59:59')).toEqual(['2024-10-02', '2024-10-03', '2024-10-04']);
    expect(await days('createTime_dategt=2024-10-05')).toEqual(['2024-10-05', '2024-10-06']);
  });

  it('refuses a day that does not exist or is not a date with a 400 envelope, never a 500', async () => {
    for (const [key, value] of [
      ['createTime_dategt', '2024-13-45'], ['createTime_datelt', '2024-02-30'], ['createTime_dategt', '2024-10-01T00:00:00'],
      ['createTime_datelt', '2024-10-01%2025:00:00'], ['createTime_dategt', '%27%20or%201=1'],
    ] as const) {
      const { status, body } = await get(admin, `/blade-system/param/list?${key}=${value}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false, msg: `请求参数类型错误: ${key}` });
    }
  });

  it('ignores a range on a column the table does not have, and blank bounds', async () => {
    expect((await get(admin, '/blade-system/param/list?nosuch_dategt=2024-13-45')).status).toBe(200);
    expect(await days('createTime_dategt=&createTime_datelt=%20')).toHaveLength(6);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import { get, page, tokenOf } from './helpers';

describe('ordering by ascs / descs', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await tokenOf('000000');
    const params = db.table('param');
    params.splice(0, Infinity, ...params.filter((row) => /^(account|tenant)\./.test(row.paramKey)));
    const remarks = ['beta', 'Alpha', 'gamma', '', 'Delta', 'alpha2'];
    params.forEach((row, i) => {
      row.remark = remarks[i]!;
      row.createTime = `2024-10-0${i + 1} 12:00:00`;
    });
  });

  const remarks = async (query: string) => (await page(admin, `/blade-system/param/list?${query}`)).records.map((row) => row.remark);

  it('orders text ignoring case, empty cells first ascending and last descending', async () => {
    expect(await remarks('ascs=remark')).toEqual(['', 'Alpha', 'alpha2', 'beta', 'Delta', 'gamma']);
    expect(await remarks('descs=remark')).toEqual(['gamma', 'Delta', 'beta', 'alpha2', 'Alpha', '']);
  });

  it('keeps the order across pages, on list and page calls alike', async () => {
    const first = await remarks('ascs=create_time&size=4&current=1');
    const second = await remarks('ascs=create_time&size=4&current=2');
    expect([...first, ...second]).toEqual(['beta', 'Alpha', 'gamma', '', 'Delta', 'alpha2']);
    const token = await tokenOf('000000');
    const codes = async (query: string) => (await page(token, `/blade-system/post/page?tenantId=000000&size=3&${query}`)).records.map((r) => r.postCode);
    expect([...(await codes('descs=post_code&current=1')), ...(await codes('descs=post_code&current=2'))]).toEqual(['staff', 'pm', 'hr', 'cto', 'coo', 'cio']);
  });

  it('ignores columns the table does not have and text that names no column, answering the default order', async () => {
    const plain = await remarks('');
    for (const query of ['ascs=no_such_column', 'descs=remark;drop%20table%20param', 'ascs=,,', 'ascs=%20&descs=', 'descs=is_deleted)']) {
      const { status, body } = await get(admin, `/blade-system/param/list?${query}`);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(await remarks(query)).toEqual(plain);
    }
    expect(await remarks('ascs=no_such_column,remark')).toEqual(['', 'Alpha', 'alpha2', 'beta', 'Delta', 'gamma']);
  });

  it('breaks a tie of the same second by id, the longer id (the later one) first', async () => {
    const params = db.table('param');
    const stamp = '2024-11-01 08:00:00';
    params.push(
      { ...params[0]!, id: '999999999999999999', paramKey: 'tie.earlier', createTime: stamp },
      { ...params[0]!, id: '1000000000000000000', paramKey: 'tie.later', createTime: stamp },
    );
    expect((await page(admin, '/blade-system/param/list?size=2')).records.map((row) => row.paramKey)).toEqual(['tie.later', 'tie.earlier']);
  });
});

import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../fixtures';
import { db } from '../../../mock-server/db';
import { get, tokenOf, type Row } from './helpers';

const PATH = '/blade-system/tenant/select';
const codes = (rows: readonly Row[]) => rows.map((row) => row.tenantId);

describe('the tenant look-up', () => {
  it('gives the platform administrator every live tenant, as full rows', async () => {
    db.update('tenant', db.rows('tenant').find((tenant) => tenant.tenantId === '100002')!, { isDeleted: 1 });
    const { status, body } = await get<Row[]>(await tokenOf('000000'), PATH);
    expect(status).toBe(200);
    expect(codes(body.data)).toEqual(fixtures.tenant.filter((tenant) => tenant.tenantId !== '100002').map((tenant) => tenant.tenantId));
    expect(body.data.find((tenant) => tenant.tenantId === '100001')).toMatchObject({ tenantName: '星河实验小学', linkman: '王校长' });
  });

  it('gives a school\'s administrator their own tenant only, whatever they ask for', async () => {
    const { body } = await get<Row[]>(await tokenOf('100002'), `${PATH}?tenantId=100001`);
    expect(codes(body.data)).toEqual(['100002']);
  });

  it('refuses callers who are no administrator, and anonymous ones', async () => {
    expect(await get(await tokenOf('100001', 'teacher'), PATH)).toMatchObject({ status: 403, body: { msg: '请求被拒绝' } });
    expect(await get(await tokenOf('000000', 'hr'), PATH)).toMatchObject({ status: 403 });
    expect((await fetch(`/api${PATH}`)).status).toBe(401);
  });
});

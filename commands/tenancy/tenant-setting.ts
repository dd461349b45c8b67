/**
 * 授权配置: the account quota and the expiry of the selected tenants. An expired tenant's users
 * are refused at login (租户授权已过期,请联系管理员); -1 accounts means no limit, no expiry never.
 */
import { selectRows } from '../../src/core/selection';
import { tenancyApi } from '../../src/api/tenancy';
import { tenant } from '../../src/schema/tenancy/tenant';
import { selectedIds } from '../crud/shared';
import { serverRecord } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { adminLogin, done, temporaryTenant, withSelection } from './shared';

const PAST = '2020-01-01 00:00:00';
const EXPIRED = '租户授权已过期,请联系管理员';

export const tenantSetting = defineCommand({
  id: 'tenancy.tenant.setting',
  title: { zh: '租户管理 · 授权配置', en: 'Tenants · authorisation' },
  group: 'selection',
  keywords: ['tenant', 'quota', 'expire', 'license', '授权', '额度', '过期'],
  changesData: true,
  at: tenant.menuPath,
  when: (ctx) => withSelection(tenant, ctx, 'some'),
  records: { resource: tenant.name, several: true },
  args: {
    accountNumber: { kind: 'number', integer: true, min: -1, label: { zh: '账号额度(-1 不限制)', en: 'Accounts (-1: no limit)' } },
    expireTime: { kind: 'date', time: true, optional: true, label: { zh: '过期时间(留空不限制)', en: 'Expires (empty: never)' } },
  },
  run: async (ctx, { accountNumber, expireTime }) => {
    await tenancyApi.setting(selectedIds(tenant, ctx), Number(accountNumber), expireTime ?? '');
    await done(tenant);
  },
  check: {
    mutates: true,
    at: tenant.menuPath,
    scenario: async (h) => {
      const row = await temporaryTenant(h);
      const code = String(row.tenantId);
      h.expect('token' in (await adminLogin(code)), `the new tenant ${code}'s admin cannot log in with the default password`);
      selectRows(tenant.name, [row.id]);
      await h.run({ accountNumber: '7', expireTime: PAST });
      const stored = await serverRecord(tenant, row.id);
      h.expect(Number(stored?.accountNumber) === 7 && stored?.expireTime === PAST, `the tenant holds ${String(stored?.accountNumber)} / ${String(stored?.expireTime)}`);
      const login = await adminLogin(code);
      h.expect('refusal' in login && login.refusal === EXPIRED, `an expired tenant's admin was not refused with ${EXPIRED}`);
      selectRows(tenant.name, [row.id]);
      await h.run({ accountNumber: '-1', expireTime: '' });
      h.expect('token' in (await adminLogin(code)), 'the tenant\'s admin is still refused once the expiry is lifted');
    },
  },
});

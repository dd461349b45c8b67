/**
 * 产品包配置: the product package of the selected tenant. Its administrator then sees exactly the
 * package's menus (the package limits what every role of the tenant may see).
 */
import { selectRows } from '../../src/core/selection';
import { tenancyApi } from '../../src/api/tenancy';
import { tenant } from '../../src/schema/tenancy/tenant';
import { selectedIds } from '../crud/shared';
import { serverRecord } from '../crud/readback';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { packagesLeastFirst } from '../org/privilege';
import { adminLogin, done, routesOf, temporaryTenant, withSelection } from './shared';

/** The six-digit code of the selected tenant. */
async function selectedCode(ctx: CommandContext): Promise<string> {
  const [id] = selectedIds(tenant, ctx);
  return String((await serverRecord(tenant, id!))?.tenantId ?? '');
}

export const tenantPackage = defineCommand({
  id: 'tenancy.tenant.package',
  title: { zh: '租户管理 · 产品包配置', en: 'Tenants · product package' },
  group: 'selection',
  keywords: ['tenant', 'package', 'menus', '产品包', '套餐'],
  changesData: true,
  at: tenant.menuPath,
  when: (ctx) => withSelection(tenant, ctx, 'one'),
  records: { resource: tenant.name },
  args: {
    packageId: {
      kind: 'choice', grants: true, label: { zh: '产品包', en: 'Package' },
      options: packagesLeastFirst,
      // package-detail names the tenant by its row id (BladeX's getById), package-setting by its code.
      initial: async (ctx: CommandContext) => (await tenancyApi.packageOf(selectedIds(tenant, ctx)[0]!))?.id,
    },
  },
  run: async (ctx, { packageId }) => {
    await tenancyApi.setPackage(await selectedCode(ctx), packageId);
    await done(tenant);
  },
  check: {
    mutates: true,
    at: tenant.menuPath,
    scenario: async (h) => {
      const packages = await tenancyApi.packages();
      if (!packages.length) h.skip({ zh: '此后端没有可配置的产品包', en: 'this backend has no product package to set' });
      const row = await temporaryTenant(h);
      const code = String(row.tenantId);
      const pack = packages.find((candidate) => candidate.id !== String(row.packageId ?? '')) ?? packages[0]!;
      selectRows(tenant.name, [row.id]);
      await h.run({ packageId: pack.id });
      const stored = await tenancyApi.packageOf(row.id);
      h.expect(stored?.id === pack.id, `package-detail answers ${String(stored?.id)}, not ${pack.id}`);
      const login = await adminLogin(code);
      h.expect('token' in login, `the tenant's admin cannot log in: ${'refusal' in login ? login.refusal : ''}`);
      // Exactly the package: every menu of it, and no screen beyond it (groups show as its menus' parents).
      const seen = await routesOf((login as { token: string }).token);
      const offered = new Set(stored!.menuId.split(','));
      const missing = [...offered].filter((id) => !seen.ids.includes(id));
      const extra = seen.leaves.filter((id) => !offered.has(id));
      h.expect(!missing.length && !extra.length, `the admin misses menus ${missing.join()} and sees ${extra.join()} beyond the package`);
    },
  },
});

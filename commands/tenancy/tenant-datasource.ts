/** 数据源配置: the data source the selected tenant's data lives in. */
import { selectRows } from '../../src/core/selection';
import { tenancyApi } from '../../src/api/tenancy';
import { tenant } from '../../src/schema/tenancy/tenant';
import { selectedIds } from '../crud/shared';
import { serverRecord } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { done, temporaryTenant, withSelection } from './shared';

export const tenantDatasource = defineCommand({
  id: 'tenancy.tenant.datasource',
  title: { zh: '租户管理 · 数据源配置', en: 'Tenants · data source' },
  group: 'selection',
  keywords: ['tenant', 'datasource', 'database', '数据源'],
  changesData: true,
  at: tenant.menuPath,
  when: (ctx) => withSelection(tenant, ctx, 'one'),
  records: { resource: tenant.name },
  args: {
    datasourceId: {
      kind: 'choice', label: { zh: '数据源', en: 'Data source' },
      options: async () => (await tenancyApi.datasources()).map((source) => ({ value: source.id, label: source.name })),
    },
  },
  run: async (ctx, { datasourceId }) => {
    const [id] = selectedIds(tenant, ctx);
    const row = await serverRecord(tenant, id!);
    await tenancyApi.bindDatasource(String(row?.tenantId), datasourceId);
    await done(tenant);
  },
  check: {
    mutates: true,
    at: tenant.menuPath,
    scenario: async (h) => {
      const [source] = await tenancyApi.datasources();
      if (!source) h.skip({ zh: '此后端没有可绑定的数据源', en: 'this backend has no data source to bind' });
      const row = await temporaryTenant(h);
      selectRows(tenant.name, [row.id]);
      await h.run({ datasourceId: source.id });
      const stored = await serverRecord(tenant, row.id);
      h.expect(stored?.datasourceId === source.id, `the tenant's data source is ${String(stored?.datasourceId)}, not ${source.id}`);
    },
  },
});

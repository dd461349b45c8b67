/**
 * 测试连接: asks the server whether the selected data source connects. The mock answers by the
 * URL's form for its driver; a refusal's message says what is wrong.
 */
import { notify } from '../../src/core/notify';
import { selectRows } from '../../src/core/selection';
import { tenancyApi } from '../../src/api/tenancy';
import { datasource } from '../../src/schema/tenancy/datasource';
import { addTemporary, ready } from '../crud/checks';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import type { CheckHarness } from '../../src/platform/types';
import { withSelection } from './shared';

export const datasourceTest = defineCommand({
  id: 'tenancy.datasource.test',
  title: { zh: '数据源管理 · 测试连接', en: 'Data sources · test connection' },
  group: 'selection',
  keywords: ['datasource', 'test', 'connection', 'jdbc', '测试', '连接'],
  at: datasource.menuPath,
  when: (ctx) => withSelection(datasource, ctx, 'one'),
  records: { resource: datasource.name },
  run: async (ctx) => {
    const message = await tenancyApi.testConnection(selectedIds(datasource, ctx)[0]!);
    notify('success', message);
    return message;
  },
  check: {
    mutates: true,
    at: datasource.menuPath,
    scenario: async (h: CheckHarness) => {
      const view = await ready(datasource);
      const good = view.rows().find((row) => String(row.url).startsWith('jdbc:mysql://'));
      if (!good) h.skip({ zh: '此后端没有可测试的 MySQL 数据源', en: 'this backend has no MySQL data source to test' });
      selectRows(datasource.name, [good.id]);
      h.expect(typeof (await h.run()) === 'string', 'a well-formed MySQL data source did not connect');
      // A sample row's URL is no JDBC URL: the server must refuse to connect it.
      const [bad] = await addTemporary(h, datasource);
      selectRows(datasource.name, [bad!.id]);
      const refused = await h.run().then(() => false, () => true);
      h.expect(refused, `a data source with the URL ${String(bad!.url)} connected`);
    },
  },
});

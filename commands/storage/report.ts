/** Reports: 设计 and 预览 open the ureport designer's page of the selected report in the frame route. */
import { config } from '../../src/base/config';
import { report } from '../../src/schema/storage/report';
import { serverRecord, serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { goTo } from '../navigation/helpers';
import { canAct, selectedId, selectOnScreen } from './shared';

/** The frame route's address of a report's designer or preview page. */
export function reportHref(page: 'designer' | 'preview', name: string, title: string): string {
  const params = new URLSearchParams({ src: `${config.reportUrl}/${page}`, _u: `blade-${name}`, name: title });
  return `/myiframe/urlPath?${params}`;
}

function reportCommand(page: 'designer' | 'preview', verb: 'design' | 'preview', zh: string, en: string) {
  return defineCommand({
    id: `storage.report.${verb}` as const,
    title: { zh: `报表列表 · ${zh}`, en: `Reports · ${en}` },
    group: 'selection',
    keywords: ['report', 'ureport', verb, zh, '报表'],
    at: report.menuPath,
    when: (ctx) => canAct(report, ctx, undefined, 'one'),
    records: { resource: report.name },
    async run(ctx) {
      const row = await serverRecord(report, selectedId(report, ctx));
      if (row) goTo(reportHref(page, String(row.name), `${zh} · ${String(row.name)}`));
    },
    check: {
      at: report.menuPath,
      scenario: async (h) => {
        const row = (await serverRows(report))[0] ?? h.skip({ zh: '没有报表', en: 'no report' });
        await selectOnScreen(report, row.id);
        await h.run();
        await h.at('/myiframe/urlPath');
        const query = new URLSearchParams(window.location.search);
        h.expect(query.get('src') === `${config.reportUrl}/${page}` && query.get('_u') === `blade-${String(row.name)}`, `the frame opened ${window.location.search}`);
      },
    },
  });
}

export const reportCommands = [reportCommand('designer', 'design', '设计', 'Design'), reportCommand('preview', 'preview', '预览', 'Preview')];

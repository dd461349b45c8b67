/**
 * 导入: regions from a spreadsheet with the export's headers (区划名称, 区划编号, 父区划编号,
 * 区划等级, 区划排序), chosen in the browser's file dialog; known codes are kept or overwritten.
 */
import { notify } from '../../src/core/notify';
import { XLSX_TYPE, xlsx } from '../../src/formats/xlsx';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/features/tenancy/messages';
import { pickFile } from '../../src/features/tenancy/pick-file';
import { tenancyApi } from '../../src/api/tenancy';
import { region } from '../../src/schema/tenancy/region';
import { viewOf } from '../../src/engine/controller';
import * as api from '../../src/api/resource';
import { ready, until } from '../crud/checks';
import { serverRecord } from '../crud/readback';
import { onScreen } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';

const ACCEPT = '.xlsx';

/** Hands the open file dialog a file, as a user choosing it would. */
async function chooseInDialog(file: File): Promise<void> {
  let input: HTMLInputElement | null = null;
  await until(() => Boolean((input = document.querySelector<HTMLInputElement>(`input[data-file-picker="${ACCEPT}"]`))), 'the file dialog');
  Object.defineProperty(input!, 'files', { value: [file] });
  input!.dispatchEvent(new Event('change'));
}

export const regionImport = defineCommand({
  id: 'tenancy.region.import',
  title: { zh: '行政区划 · 导入', en: 'Regions · import' },
  group: 'resource',
  keywords: ['region', 'import', 'excel', 'xlsx', '导入', '区划'],
  changesData: true,
  at: region.menuPath,
  when: (ctx) => onScreen(region, ctx) && ctx.can('region_import'),
  args: {
    covered: {
      kind: 'choice', label: { zh: '已有区划', en: 'Known codes' },
      options: () => [{ value: '0', label: t('tenancy.import.keep') }, { value: '1', label: t('tenancy.import.cover') }],
    },
  },
  run: async (_ctx, { covered }) => {
    const file = await pickFile(ACCEPT);
    if (!file) return null;
    await tenancyApi.importRegions(file, covered === '1');
    notify('success', t('message.operationSuccess'));
    await viewOf(region.name)?.refresh();
    return file.name;
  },
  check: {
    mutates: true,
    at: region.menuPath,
    scenario: async (h) => {
      await ready(region);
      const code = `9${Date.now().toString().slice(-8)}`;
      const sheet = xlsx(region.title.zh, [['区划名称', '区划编号', '父区划编号', '区划等级', '区划排序'], [`导入检查${code}`, code, '0', 0, 99]]);
      const running = h.run({ covered: '0' });
      await chooseInDialog(new File([sheet], 'regions.xlsx', { type: XLSX_TYPE }));
      await running;
      h.cleanup(async () => {
        if (await serverRecord(region, code)) await api.remove(region, [code]);
      });
      const stored = await serverRecord(region, code);
      h.expect(stored?.name === `导入检查${code}`, `the imported region ${code} is not on the server`);
    },
  },
});

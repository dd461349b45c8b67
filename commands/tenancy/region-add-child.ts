/**
 * 新增下级: a region under the selected one, as BladeX's region screen adds it: the code is the
 * parent's code followed by the digits typed, the level one below the parent's.
 */
import * as api from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { region } from '../../src/schema/tenancy/region';
import { viewOf } from '../../src/engine/controller';
import type { CheckHarness } from '../../src/platform/types';
import { ready } from '../crud/checks';
import { serverRecord } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { withSelection } from './shared';

/** BladeX's deepest level (5 村委). */
const DEEPEST = 5;

export const regionAddChild = defineCommand({
  id: 'tenancy.region.addChild',
  title: { zh: '行政区划 · 新增下级', en: 'Regions · add below' },
  group: 'selection',
  keywords: ['region', 'add', 'child', '新增', '下级', '区划'],
  changesData: true,
  at: region.menuPath,
  when: (ctx) => withSelection(region, ctx, 'one') && ctx.can('region_add'),
  records: { resource: region.name },
  args: {
    subCode: {
      kind: 'text', label: { zh: '区划子编号', en: 'Sub-code' },
      validate: (value: string) => (/^\d{1,3}$/.test(value.trim()) ? undefined : { zh: '请输入 1 到 3 位数字', en: 'Enter 1 to 3 digits' }),
    },
    name: { kind: 'text', label: { zh: '区划名称', en: 'Name' }, validate: (value: string) => (value.trim() ? undefined : { zh: '请输入区划名称', en: 'Enter the region name' }) },
    sort: { kind: 'number', integer: true, label: { zh: '区划排序', en: 'Sort' } },
  },
  run: async (ctx, { subCode, name, sort }) => {
    const parent = await api.detail(region, selectedIds(region, ctx)[0]!);
    const level = Math.min(Number(parent.regionLevel) + 1, DEEPEST);
    const code = `${parent.code === '00' ? '' : String(parent.code)}${subCode.trim()}`;
    await api.submit(region, { parentCode: parent.code, code, name: name.trim(), regionLevel: level, sort: Number(sort) });
    notify('success', t('message.addSuccess'));
    await viewOf(region.name)?.refresh();
    return code;
  },
  check: {
    mutates: true,
    at: region.menuPath,
    scenario: async (h: CheckHarness) => {
      const country = (await ready(region)).rows().find((row) => row.code === '00');
      if (!country) h.skip({ zh: '此后端没有可在其下新增的国家级区划', en: 'this backend has no country row to add below' });
      selectRows(region.name, [country.id]);
      const subCode = String(90 + (Date.now() % 10));
      if (await serverRecord(region, subCode)) h.skip({ zh: `区划 ${subCode} 已存在`, en: `the region ${subCode} exists already` });
      const code = await h.run({ subCode, name: '检查省', sort: '99' });
      h.cleanup(async () => {
        if (await serverRecord(region, subCode)) await api.remove(region, [subCode]);
      });
      const stored = await serverRecord(region, String(code));
      h.expect(stored?.parentCode === '00' && Number(stored.regionLevel) === 1 && stored.name === '检查省', `the new region reads ${JSON.stringify(stored)}`);
    },
  },
});

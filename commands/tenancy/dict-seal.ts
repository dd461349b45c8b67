/**
 * 封存 / 解封: switches the selected dictionary items' isSealed between 0 and 1. A sealed item
 * leaves the selects of its code at once (dictionary?code= answers enabled items only).
 */
import * as api from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { dict, dictBiz, dictBizItem, dictItem } from '../../src/schema/tenancy/dictionary';
import { loadOptions } from '../../src/engine/options';
import { refreshOptionsOf } from '../../src/engine/option-refresh';
import type { ResourceSchema } from '../../src/schema/types';
import { addTemporary, ready } from '../crud/checks';
import { serverRecord } from '../crud/readback';
import { selectedIds } from '../crud/shared';
import { defineCommand } from '../../src/platform/define-command';
import { done, withSelection } from './shared';
import type { IdPart } from '../../src/schema/command-names';

function sealCommand(id: `tenancy.${IdPart<'tenancy.', '.seal'>}.seal`, codes: ResourceSchema, items: ResourceSchema) {
  const biz = items.api.prefix.endsWith('dict-biz');
  return defineCommand({
    id,
    title: { zh: `${items.title.zh} · 封存/解封`, en: `${items.title.en} · seal or unseal` },
    group: 'selection',
    keywords: ['seal', 'unseal', 'dictionary', '封存', '解封', '字典'],
    changesData: true,
    at: items.menuPath,
    when: (ctx) => withSelection(items, ctx, 'some'),
    records: { resource: items.name, several: true },
    run: async (ctx) => {
      for (const rowId of selectedIds(items, ctx)) {
        const row = await api.detail(items, rowId);
        await api.submit(items, { ...row, isSealed: Number(row.isSealed) === 1 ? 0 : 1 });
      }
      await Promise.all([done(items), refreshOptionsOf(items)]);
    },
    check: {
      mutates: true,
      at: items.menuPath,
      scenario: async (h) => {
        const [code] = (await ready(codes)).rows();
        if (!code) h.skip({ zh: '该字典没有可添加字典项的编号', en: 'this dictionary has no code to add an item under' });
        selectRows(codes.name, [code.id]);
        await ready(items);
        const [row] = await addTemporary(h, items);
        const offered = async () => (await loadOptions({ dict: String(code.code), biz })).some((option) => option.value === row!.dictKey);
        h.expect(await offered(), 'the new item is not among its code\'s options');
        const switchTo = async (sealed: number) => {
          selectRows(items.name, [row!.id]);
          await h.run();
          h.expect(Number((await serverRecord(items, row!.id))?.isSealed) === sealed, `the item's isSealed is not ${sealed} on the server`);
          h.expect((await offered()) === (sealed === 0), sealed ? 'a sealed item is still offered by its code\'s select' : 'an unsealed item is not offered');
        };
        await switchTo(1);
        await switchTo(0);
      },
    },
  });
}

export const dictSeal = sealCommand('tenancy.dict.seal', dict, dictItem);
export const dictBizSeal = sealCommand('tenancy.dictBiz.seal', dictBiz, dictBizItem);

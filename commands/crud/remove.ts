/** Delete the selected rows: from the palette with a confirm argument, or from the toolbar. */
import { notify } from '../../src/core/notify';
import { selectRows } from '../../src/core/selection';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/schema/types';
import { allows } from '../../src/engine/access';
import { removeRecords } from '../../src/engine/actions';
import { namedRows } from '../../src/engine/record-names';
import type { ResourceRow } from '../../src/api/resource';
import type { ArgSpec, CheckHarness, Command, NoArgs } from '../../src/platform/types';
import { addTemporary, ready } from './checks';
import { serverRecord } from './readback';
import { reverseRemove } from './reverse';
import { describe, onScreen, requireView, selectedIds } from './shared';

const confirmArg = {
  confirm: { kind: 'confirm', destructive: true, label: { zh: '确定将选择数据删除?', en: 'Delete the selected rows?' } },
} satisfies Record<string, ArgSpec>;

/** The rows a delete asks about, counted and named (the first few), as the dialog's second line. */
function namedLine(schema: ResourceSchema, ids: readonly string[]): string {
  const { count, names } = namedRows(schema, ids);
  return t(count > names.length ? 'crud.confirm.namedMore' : 'crud.confirm.named', { count, names: names.join(t('nameSeparator')) });
}

/** Deletes the selected rows once the confirm argument is given (the palette asks for it). */
export function deleteCommand(schema: ResourceSchema): Command<typeof confirmArg> {
  return {
    ...describe(schema, 'delete'),
    args: confirmArg,
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'delete', ctx.can) && selectedIds(schema, ctx).length > 0,
    reversible: (ctx) => reverseRemove(schema, 'delete', selectedIds(schema, ctx)),
    run: (ctx) => removeRecords(schema, selectedIds(schema, ctx)),
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const rows = await addTemporary(h, schema);
        selectRows(schema.name, rows.map((row) => row.id));
        await h.run({ confirm: true });
        await expectGone(h, schema, rows);
      },
    },
  };
}

/**
 * The toolbar's delete: warns '请选择至少一条数据' when nothing is selected, otherwise asks
 * '确定将选择数据删除?' in a dialog and deletes on OK. Resolves true when rows were deleted.
 */
export function bulkDeleteCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'bulkDelete'),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'delete', ctx.can),
    reversible: (ctx) => reverseRemove(schema, 'bulkDelete', selectedIds(schema, ctx)),
    run: async (ctx) => {
      const ids = selectedIds(schema, ctx);
      if (!ids.length) {
        notify('warning', t('crud.warn.selectRows'));
        return false;
      }
      // The dialog code loads with the first delete, not with the console.
      const { confirm } = await import('../../src/ui/confirm');
      if (!(await confirm(t('crud.confirm.delete'), { danger: true, detail: namedLine(schema, ids) }))) return false;
      await removeRecords(schema, ids);
      return true;
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const rows = await addTemporary(h, schema, 2);
        selectRows(schema.name, []);
        h.expect((await h.run()) === false, 'it went on with nothing selected');
        await h.see(t('crud.warn.selectRows'));
        h.expect((await Promise.all(rows.map((row) => serverRecord(schema, row.id)))).every(Boolean), 'rows were deleted with nothing selected');
        selectRows(schema.name, rows.map((row) => row.id));
        // A check that fails before answering must not leave the question open.
        h.cleanup(() => document.querySelector('[data-confirm]') && h.press(t('action.cancel')));
        const running = h.run();
        await h.see(t('crud.confirm.delete'));
        await h.see(namedLine(schema, rows.map((row) => row.id)));
        await h.press(t('action.ok'));
        h.expect((await running) === true, 'it did not report the rows deleted');
        await expectGone(h, schema, rows);
      },
    },
  };
}

/** Fails unless the server has none of `rows` left and the refreshed screen shows none of them. */
async function expectGone(h: CheckHarness, schema: ResourceSchema, rows: readonly ResourceRow[]): Promise<void> {
  const stored = await Promise.all(rows.map((row) => serverRecord(schema, row.id)));
  rows.forEach((row, i) => h.expect(!stored[i], `row ${row.id} is still on the server`));
  const shown = new Set(requireView(schema).rows().map((row) => row.id));
  h.expect(rows.every((row) => !shown.has(row.id)), 'the screen still lists a deleted row');
}

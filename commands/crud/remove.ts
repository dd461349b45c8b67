/** Delete the selected rows: from the palette with a confirm argument, or from the toolbar. */
import { notify } from '../../src/core/notify';
import { selectRows } from '../../src/core/selection';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/resources/types';
import { allows } from '../../src/resources/view/access';
import { removeRecords } from '../../src/resources/view/actions';
import type { ArgSpec, Command } from '../types';
import { firstRow, ready } from './checks';
import { reverseRemove } from './reverse';
import { describe, onScreen, selectedIds } from './shared';

const confirmArg = {
  confirm: { kind: 'confirm', label: { zh: '确定将选择数据删除?', en: 'Delete the selected rows?' } },
} satisfies Record<string, ArgSpec>;

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
        const row = firstRow(await ready(schema), true);
        h.expect(row, 'there is no row to delete');
        selectRows(schema.name, [row!.id]);
        await h.run({ confirm: true });
        await h.see(t('message.deleteSuccess'));
      },
    },
  };
}

/**
 * The toolbar's delete: warns '请选择至少一条数据' when nothing is selected, otherwise asks
 * '确定将选择数据删除?' in a dialog and deletes on OK. Resolves true when rows were deleted.
 */
export function bulkDeleteCommand(schema: ResourceSchema): Command {
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
      if (!(await confirm(t('crud.confirm.delete'), { danger: true }))) return false;
      await removeRecords(schema, ids);
      return true;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        selectRows(schema.name, []);
        await h.run();
        await h.see(t('crud.warn.selectRows'));
      },
    },
  };
}

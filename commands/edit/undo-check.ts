/**
 * The undo command's check: each kind of inverse, proved through the API on the parameter
 * screen (an add, an edit and a delete undone) and on the layout (a theme undone). The rows it
 * creates are gone again when it ends.
 */
import * as api from '../../src/api/resource';
import { config } from '../../src/config';
import { layout } from '../../src/core/layout';
import { selectRows } from '../../src/core/selection';
import { param } from '../../src/resources/system/param';
import type { FieldDef } from '../../src/resources/types';
import { firstRow, ready, sampleRecord } from '../crud/checks';
import { differences, findStored, serverRecord } from '../crud/readback';
import { crudCommandId } from '../crud/shared';
import type { CommandCheck } from '../types';

/** The add and edit commands' arguments: one string per form field, as a user types them. */
function typed(values: Record<string, unknown>): Record<string, string> {
  const fields: readonly FieldDef[] = param.fields;
  return Object.fromEntries(fields.filter((field) => field.form !== false).map((field) => [field.name, String(values[field.name] ?? '')]));
}

export const undoCheck: CommandCheck = {
  mutates: true,
  at: param.menuPath,
  scenario: async (h) => {
    await ready(param);

    const added = await sampleRecord(param);
    await h.execute(crudCommandId(param.name, 'add'), typed(added));
    h.expect(await findStored(param, added), 'the add to undo saved no row');
    await h.run();
    h.expect(!(await findStored(param, added)), 'the added row is still on the server after undo');

    const row = firstRow(await ready(param));
    h.expect(row, 'there is no row to edit');
    const before = (await serverRecord(param, row!.id))!;
    const changed = `${String(before.paramValue)}-undo`;
    selectRows(param.name, [row!.id]);
    await h.execute(crudCommandId(param.name, 'edit'), typed({ ...before, paramValue: changed }));
    h.expect((await serverRecord(param, row!.id))?.paramValue === changed, 'the edit to undo saved nothing');
    await h.run();
    const restored = await serverRecord(param, row!.id);
    h.expect(restored && !differences(param, restored, before).length, `the edit was not undone: ${String(restored?.paramValue)}`);

    const doomed = await sampleRecord(param);
    await h.execute(crudCommandId(param.name, 'add'), typed(doomed));
    const stored = await findStored(param, doomed);
    h.expect(stored, 'the row to delete was not saved');
    selectRows(param.name, [stored!.id]);
    await h.execute(crudCommandId(param.name, 'delete'), { confirm: true });
    h.expect(!(await findStored(param, doomed)), 'the delete to undo deleted nothing');
    await h.run();
    const again = await findStored(param, doomed);
    h.expect(again, 'no row holds the deleted values after undo');
    await api.remove(param, [again!.id]);

    const theme = layout.theme;
    await h.execute('layout.theme', { theme: config.themes.find((other) => other !== theme) });
    await h.run();
    h.expect(layout.theme === theme && document.documentElement.dataset.theme === theme, `the theme is ${layout.theme}, not ${theme}, after undo`);
  },
};

/**
 * The undo command's check: each kind of inverse, proved through the API on the parameter
 * screen (an add, an edit and a delete undone) and on the layout (a theme undone). It works on
 * rows of its own, and whatever happens, they are gone again when it ends.
 */
import * as api from '../../src/api/resource';
import { config } from '../../src/base/config';
import { layout, setTheme } from '../../src/core/layout';
import { selectRows } from '../../src/core/selection';
import { param } from '../../src/schema/system/param';
import type { ResourceSchema } from '../../src/schema/types';
import { addTemporary, ready, sampleRecord } from '../crud/checks';
import { typedValues } from '../crud/field-args';
import { differences, findStored, serverRecord } from '../crud/readback';
import { crudCommandId } from '../../src/schema/command-ids';
import type { CheckHarness, CommandCheck } from '../../src/platform/types';

const schema: ResourceSchema = param;

/** Removes, when the check ends, the newest row holding `values` if there is one. */
function removeAtEnd(h: CheckHarness, values: Record<string, unknown>): void {
  h.cleanup(async () => {
    const row = await findStored(schema, values);
    if (row) await api.remove(schema, [row.id]);
  });
}

export const undoCheck: CommandCheck = {
  mutates: true,
  at: schema.menuPath,
  scenario: async (h) => {
    await ready(schema);

    const added = await sampleRecord(schema);
    removeAtEnd(h, added);
    await h.execute(crudCommandId(schema.name, 'add'), typedValues(schema, added));
    h.expect(await findStored(schema, added), 'the add to undo saved no row');
    await h.run();
    h.expect(!(await findStored(schema, added)), 'the added row is still on the server after undo');

    const [own] = await addTemporary(h, schema);
    const changed = `${String(own!.paramValue)}-undo`;
    selectRows(schema.name, [own!.id]);
    await h.execute(crudCommandId(schema.name, 'edit'), typedValues(schema, { ...own, paramValue: changed }));
    h.expect((await serverRecord(schema, own!.id))?.paramValue === changed, 'the edit to undo saved nothing');
    await h.run();
    const restored = await serverRecord(schema, own!.id);
    h.expect(restored && !differences(schema, restored, own!).length, `the edit was not undone: ${String(restored?.paramValue)}`);

    const [doomed] = await addTemporary(h, schema);
    removeAtEnd(h, doomed!);
    selectRows(schema.name, [doomed!.id]);
    await h.execute(crudCommandId(schema.name, 'delete'), { confirm: true });
    h.expect(!(await serverRecord(schema, doomed!.id)), 'the delete to undo deleted nothing');
    await h.run();
    h.expect(await findStored(schema, doomed!), 'no row holds the deleted values after undo');

    const theme = layout.theme;
    h.cleanup(() => setTheme(theme));
    await h.execute('layout.theme', { theme: config.themes.find((other) => other !== theme)! });
    await h.run();
    h.expect(layout.theme === theme && document.documentElement.dataset.theme === theme, `the theme is ${layout.theme}, not ${theme}, after undo`);
  },
};

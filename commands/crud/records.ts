/**
 * Add, edit, view and save: the record dialog's commands. Add and edit take the form's fields as
 * arguments (field-args.ts), so the palette asks for a record field by field; a button or
 * shortcut that gives none opens the form instead.
 */
import * as api from '../../src/api/resource';
import type { ResourceRow } from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { localize } from '../../src/i18n/resource';
import { isShownFor, titleFieldOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { allows } from '../../src/engine/access';
import { saveRecord } from '../../src/engine/actions';
import { lentForm, openDialog } from '../../src/engine/controller';
import { dialogTitle } from '../../src/engine/text';
import type { Command, CommandContext, NoArgs } from '../../src/platform/types';
import { addTemporary, firstRow, ready, sampleRecord, until } from './checks';
import { addArgs, argText, editArgs, editableFields, editedRecord, formFields, newRecord, oncePerRun, readableValues, typedValues } from './field-args';
import { differences, findStored, serverRecord, serverRows, serverTotal } from './readback';
import { reverseAdd, reverseEdit, reverseFormSave } from './reverse';
import { describe, onScreen, requireView, selectedIds } from './shared';

/** The selected record as the server holds it (the loaded row where there is no detail call). */
async function selectedRecord(schema: ResourceSchema, ctx: CommandContext): Promise<ResourceRow | undefined> {
  const id = selectedIds(schema, ctx)[0];
  if (id === undefined) return undefined;
  return schema.api.detail ? api.detail(schema, id) : requireView(schema).row(id);
}

/** Saves the given form fields as a new record (checked as the form checks them). */
export function addCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'add'),
    args: addArgs(schema),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'add', ctx.can),
    dialog: () => openDialog(schema.name, { mode: 'add' }),
    reversible: (_ctx, args) => reverseAdd(schema, newRecord(schema, args)),
    run: (_ctx, args) => saveRecord(schema, newRecord(schema, args)),
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const [sample, rows] = await Promise.all([sampleRecord(schema), serverRows(schema)]);
        const typed = typedValues(schema, sample);
        const record = newRecord(schema, typed);
        const before = new Set(rows.map((row) => row.id));
        await h.run(typed);
        const stored = await findStored(schema, record);
        h.expect(stored && !before.has(stored.id), 'the new row does not read back from the server with the values typed');
        // A check leaves no data behind.
        await api.remove(schema, [stored!.id]);
        await requireView(schema).refresh();
      },
    },
  };
}

/** A text field a check may change and restore: no options, no rule beyond "required". */
function plainTextField(schema: ResourceSchema): FieldDef | undefined {
  return editableFields(schema).find((field) => (field.kind === 'input' || field.kind === 'textarea') && !field.options && !field.rules?.length);
}

/** Saves the given form fields over the selected row; the palette shows the row and starts from its values. */
export function editCommand(schema: ResourceSchema): Command {
  const current = (ctx: CommandContext) => oncePerRun(ctx, schema, () => selectedRecord(schema, ctx));
  return {
    ...describe(schema, 'edit'),
    args: editArgs(schema, current),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'edit', ctx.can) && selectedIds(schema, ctx).length === 1,
    dialog: (ctx) => openDialog(schema.name, { mode: 'edit', id: selectedIds(schema, ctx)[0] }),
    subject: async (ctx) => {
      const row = await current(ctx);
      return row && { title: String(row[titleFieldOf(schema).name] ?? row.id), values: await readableValues(schema, row, ctx) };
    },
    reversible: (ctx) => reverseEdit(schema, selectedIds(schema, ctx)[0]),
    run: async (ctx, args) => {
      const row = await current(ctx);
      if (!row) throw new Error(localize({ zh: '所选记录已不存在', en: 'The selected record no longer exists' }));
      await saveRecord(schema, { ...editedRecord(schema, row, args), id: row.id });
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const field = plainTextField(schema);
        h.expect(field, 'the form has no plain text field to change');
        // A row of the check's own: editing the administrator's rows (the console's own login
        // client among them) could break the console the check runs in. Removed when it ends.
        const [row] = await addTemporary(h, schema);
        await view.refresh();
        const changed = `${argText(field!, row[field!.name]) ?? ''}-edited`;
        selectRows(schema.name, [row.id]);
        await h.run({ [field!.name]: changed });
        const after = await serverRecord(schema, row.id);
        h.expect(after && differences(schema, after, { [field!.name]: changed }).length === 0, `${field!.name} does not read back changed from the server`);
      },
    },
  };
}

/** Shows the selected row, read-only. */
export function viewCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'view'),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'view', ctx.can) && selectedIds(schema, ctx).length === 1,
    run: (ctx) => openDialog(schema.name, { mode: 'view', id: selectedIds(schema, ctx)[0] }),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const row = firstRow(await ready(schema));
        h.expect(row, 'there is no row to view');
        const record = await serverRecord(schema, row!.id);
        h.expect(record, 'the row does not read back from the server');
        selectRows(schema.name, [row!.id]);
        await h.run();
        await h.see(dialogTitle(schema, 'view'));
        // The dialog's facts, not the table behind it, must show the server's values.
        const shown = [titleFieldOf(schema), ...schema.fields.filter((field) => field.kind === 'input' && field.view !== false)]
          .map((field) => argText(field, record![field.name]))
          .filter((text): text is string => text !== undefined);
        const facts = () => document.querySelector('.record-facts')?.textContent ?? '';
        await until(() => shown.every((text) => facts().includes(text)), `the dialog to show ${shown.join(', ')}`);
      },
    },
  };
}

/** Saves the open add or edit form; with empty required fields it shows their messages instead. */
export function saveCommand(schema: ResourceSchema): Command<NoArgs> {
  // Fields an empty add form leaves empty: required ones without a default, shown for the
  // defaults (shownWhen) and not the master's link, which a detail's new row takes from its master.
  const defaults = Object.fromEntries(formFields(schema).filter((field) => field.defaultValue !== undefined).map((field) => [field.name, field.defaultValue]));
  const required = formFields(schema).filter((field) => field.required && field.defaultValue === undefined
    && field.name !== schema.master?.field && isShownFor(field, defaults));
  const opener = allows(schema, 'add', () => true) ? 'add' : 'edit';
  return {
    ...describe(schema, 'save'),
    when: (ctx) => onScreen(schema, ctx) && Boolean(lentForm(schema.name)),
    reversible: () => reverseFormSave(schema),
    run: () => lentForm(schema.name)!.save(),
    check: {
      // An empty add form with a required field fails validation and changes nothing.
      mutates: !(opener === 'add' && required.length),
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const row = opener === 'edit' ? firstRow(view) : undefined;
        h.expect(opener === 'add' || row, 'there is no row to edit');
        // Three reads of what the server holds before the save, none depending on another.
        const [before, rows, total] = await Promise.all([row ? serverRecord(schema, row.id) : undefined, serverRows(schema), serverTotal(schema)]);
        const ids = new Set(rows.map((r) => r.id));
        if (row) selectRows(schema.name, [row.id]);
        openDialog(schema.name, { mode: opener, id: row?.id });
        await h.see(dialogTitle(schema, opener));
        // An edit form appears once its record has loaded.
        await until(() => Boolean(document.querySelector('.record-form')), 'the form');
        const saved = await h.run();
        if (opener === 'add' && required.length) {
          h.expect(saved === false, 'an empty form was saved');
          for (const field of required) await h.see(localize(field.required!));
          h.expect(await serverTotal(schema) === total, 'an empty form stored a row');
        } else if (opener === 'add') {
          const added = (await serverRows(schema)).find((r) => !ids.has(r.id));
          h.expect(saved === true && added, 'the saved form does not read back from the server');
          await api.remove(schema, [added!.id]);
          await requireView(schema).refresh();
        } else {
          const after = await serverRecord(schema, row!.id);
          h.expect(saved === true && after && differences(schema, after, before!).length === 0, 'the saved record does not read back as it was');
        }
      },
    },
  };
}

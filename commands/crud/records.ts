/** Add, edit, view and save: the record dialog's commands. */
import * as api from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { localize } from '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/resources/types';
import { allows } from '../../src/resources/view/access';
import { saveRecord } from '../../src/resources/view/actions';
import { formSave, openDialog } from '../../src/resources/view/controller';
import { dialogTitle } from '../../src/resources/view/text';
import type { ArgSpec, Command } from '../types';
import { firstRow, ready, sampleRecord, until } from './checks';
import { describe, jsonObjectProblem, onScreen, parseObject, requireView, selectedIds } from './shared';

const valuesArg = {
  values: {
    kind: 'text',
    optional: true,
    label: { zh: '字段值 (JSON, 留空则打开表单)', en: 'Field values (JSON; empty opens the form)' },
    validate: jsonObjectProblem,
  },
} satisfies Record<string, ArgSpec>;

/** Opens the add form, or with `values` saves them as a new record (validated as the form is). */
export function addCommand(schema: ResourceSchema): Command<typeof valuesArg> {
  return {
    ...describe(schema, 'add'),
    args: valuesArg,
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'add', ctx.can),
    run: async (_ctx, { values }) => {
      if (values === undefined) return openDialog(schema.name, { mode: 'add' });
      await saveRecord(schema, parseObject(values));
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        await h.run({ values: JSON.stringify(await sampleRecord(schema)) });
        await h.see(t('message.addSuccess'));
      },
    },
  };
}

/** Opens the selected row in the edit form, or with `values` saves them over it. */
export function editCommand(schema: ResourceSchema): Command<typeof valuesArg> {
  return {
    ...describe(schema, 'edit'),
    args: valuesArg,
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'edit', ctx.can) && selectedIds(schema, ctx).length === 1,
    run: async (ctx, { values }) => {
      const id = selectedIds(schema, ctx)[0];
      if (values === undefined) return openDialog(schema.name, { mode: 'edit', id });
      const current = schema.api.detail ? await api.detail(schema, id) : requireView(schema).row(id);
      await saveRecord(schema, { ...current, ...parseObject(values), id });
    },
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        const row = firstRow(await ready(schema));
        h.expect(row, 'there is no row to edit');
        selectRows(schema.name, [row!.id]);
        await h.run({ values: '{}' });
        await h.see(t('message.updateSuccess'));
      },
    },
  };
}

/** Shows the selected row, read-only. */
export function viewCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'view'),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'view', ctx.can) && selectedIds(schema, ctx).length === 1,
    run: (ctx) => openDialog(schema.name, { mode: 'view', id: selectedIds(schema, ctx)[0] }),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const row = firstRow(await ready(schema));
        h.expect(row, 'there is no row to view');
        selectRows(schema.name, [row!.id]);
        await h.run();
        await h.see(dialogTitle(schema, 'view'));
      },
    },
  };
}

/** Saves the open add or edit form; with empty required fields it shows their messages instead. */
export function saveCommand(schema: ResourceSchema): Command {
  const required = schema.fields.find((field) => field.form !== false && field.required);
  const opener = allows(schema, 'add', () => true) ? 'add' : 'edit';
  return {
    ...describe(schema, 'save'),
    when: (ctx) => onScreen(schema, ctx) && Boolean(formSave(schema.name)),
    run: () => formSave(schema.name)!(),
    check: {
      // An empty add form with a required field fails validation and changes nothing.
      mutates: !(opener === 'add' && required),
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        if (opener === 'edit') {
          const row = firstRow(view);
          h.expect(row, 'there is no row to edit');
          selectRows(schema.name, [row!.id]);
        }
        await h.execute(`crud.${schema.name}.${opener}`);
        await h.see(dialogTitle(schema, opener));
        // An edit form appears once its record has loaded.
        await until(() => Boolean(document.querySelector('.record-form')), 'the form');
        const saved = await h.run();
        if (opener === 'add' && required) {
          h.expect(saved === false, 'an empty form was saved');
          await h.see(localize(required.required!));
        } else {
          await h.see(t(opener === 'add' ? 'message.addSuccess' : 'message.updateSuccess'));
        }
      },
    },
  };
}

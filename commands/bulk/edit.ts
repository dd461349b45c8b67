/**
 * 批量编辑: sets the fields given on every selected row (the search's every row once 选择全部匹配
 * 的数据 has selected them), each row checked with the form's rules; the dialog shows the change
 * and the rows it touches, writes them through the screen's submit call with progress, and
 * reports. One undo step submits the changed rows as they were before.
 */
import type { ResourceRow } from '../../src/api/resource';
import { t } from '../../src/i18n';
import '../../src/i18n/bulk';
import { localize } from '../../src/i18n/resource';
import { namedProblem } from '../../src/engine/bulk/check';
import { keyFieldsOf } from '../../src/engine/bulk/key';
import { titleFieldOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { recordProblems } from '../../src/schema/validate';
import { allows } from '../../src/engine/access';
import { eachRowOf, submitPagewise } from '../../src/engine/bulk/rows';
import { viewOf } from '../../src/engine/controller';
import { closeDialog, openDialog } from '../../src/platform/dialogs';
import { awaitAnswer, LISTED, newDialogState, section } from '../../src/features/bulk/state';
import { stepTitle } from '../../src/platform/undo';
import type { ArgSpec, Command, CommandContext, UndoStep } from '../../src/platform/types';
import { editableFields, editedRecord, fieldArg, fieldOptions, readableValues } from '../crud/field-args';
import { addTemporary, ready } from '../crud/checks';
import { serverRecord } from '../crud/readback';
import { describe, onScreen, requireView, selectedIds } from '../crud/shared';
import { selectRows } from '../../src/core/selection';
import { crudCommandId } from '../../src/schema/command-ids';
import { execute } from '../../src/platform/registry';

/**
 * What a bulk edit wrote, for its undo: the values the fields it set held before, by row id (not
 * the rows themselves, which are read again to be restored: by id when few, else a page at a time).
 */
export interface BulkEditResult { before: ReadonlyMap<string, Record<string, unknown>>; failed: number }

/**
 * The fields a bulk edit may set: the edit form's, but secrets and the key (one key on many rows
 * makes them duplicates).
 */
const settable = (schema: ResourceSchema) => editableFields(schema).filter((field) => field.kind !== 'password' && !keyFieldsOf(schema).includes(field.name));

function bulkArgs(schema: ResourceSchema): Record<string, ArgSpec> {
  return Object.fromEntries(settable(schema).map((field) => [field.name, fieldArg(field, { label: field.label, optional: true })]));
}

/** "年级 → 二年级; 备注 → 共读": the values given (of the fields `given`), as a user reads them. */
async function changeText(given: readonly FieldDef[], args: Record<string, string | undefined>, ctx: CommandContext): Promise<string> {
  const parts = await Promise.all(given.map(async (field) => {
    const text = args[field.name]!;
    const options = field.options || field.kind === 'switch' ? await fieldOptions(field, ctx) : [];
    const shown = options.length ? text.split(',').map((key) => options.find((o) => o.value === key)?.label ?? key).join('、') : text;
    return `${localize(field.label)} → ${shown}`;
  }));
  return parts.join('; ');
}

/** "体裁 散文 → 寓言": what one row's edit changes, as a user reads it. */
async function rowChange(schema: ResourceSchema, given: readonly FieldDef[], edit: { row: ResourceRow; record: ResourceRow }, ctx: CommandContext): Promise<string> {
  const [was, will] = await Promise.all([readableValues(schema, edit.row, ctx, given), readableValues(schema, edit.record, ctx, given)]);
  return was.map((value, i) => `${localize(value.label)} ${value.text || '—'} → ${will[i]!.text || '—'}`).join('; ');
}

function restore(schema: ResourceSchema, result: BulkEditResult): UndoStep {
  return {
    title: stepTitle(describe(schema, 'bulkEdit').title, { zh: `${result.before.size} 行`, en: `${result.before.size} rows` }),
    run: async () => {
      // Each row as the server holds it now, with the edited fields as they were.
      const undone = await submitPagewise(schema, result.before, (row, was) => ({ ...row, ...was }), () => undefined, new AbortController().signal, 1);
      await viewOf(schema.name)?.refresh();
      if (undone.failed[0]) throw new Error(undone.failed[0].reason);
    },
  };
}

/** The values of `fields` in a row. */
const valuesOf = (row: ResourceRow, fields: readonly FieldDef[]) => Object.fromEntries(fields.map((field) => [field.name, row[field.name]]));

/** Lines of a section as a page pass makes them: the first LISTED, and how many in all. */
function lines() {
  const kept: string[] = [];
  let count = 0;
  return { kept, count: () => count, add: async (line: () => string | Promise<string>) => void (count++ < LISTED && kept.push(await line())) };
}

async function runBulkEdit(schema: ResourceSchema, ctx: CommandContext, args: Record<string, string | undefined>): Promise<BulkEditResult | null> {
  const ids = new Set(selectedIds(schema, ctx));
  const title = titleFieldOf(schema).name;
  const name = (row: ResourceRow) => String(row[title] ?? row.id);
  const state = newDialogState(localize(describe(schema, 'bulkEdit').title), t('bulk.checking'));
  const close = await openDialog('bulk', state);
  try {
    // A row that holds the values already is left alone: nothing to write, nothing to undo.
    const given = settable(schema).filter((field) => args[field.name] !== undefined);
    // A secret is never read back (a list carries no password) and a row's edit leaves it as
    // stored: only what the edit sends is checked.
    const secrets = new Set(schema.fields.filter((field) => field.kind === 'password').map((field) => field.name));
    // The rows are read by id when they are fewer than the table's pages, else a page at a time
    // (eachRowOf); of each selected row only its id (and a few lines of the review) stays once it
    // is checked, whatever the number of rows.
    const valid = new Map<string, true>();
    const changes = lines();
    const invalid = lines();
    const same = lines();
    await eachRowOf(schema, ids, async (rows) => {
      for (const row of rows) {
        const record = editedRecord(schema, row, args);
        const broken = recordProblems(schema, record);
        const problems = schema.fields.filter((field) => broken[field.name] && !secrets.has(field.name)).map((field) => localize(namedProblem(field, broken[field.name]!)));
        if (problems.length) await invalid.add(() => `${name(row)}: ${problems.join('; ')}`);
        else if (!given.some((field) => String(row[field.name] ?? '') !== String(record[field.name] ?? ''))) await same.add(() => name(row));
        else {
          valid.set(row.id, true);
          await changes.add(async () => `${name(row)}: ${await rowChange(schema, given, { row, record }, ctx)}`);
        }
      }
    }, state.stop.signal);
    state.review = {
      lead: await changeText(given, args, ctx),
      count: valid.size,
      confirm: t('bulk.editRows', { count: valid.size }),
      sections: [
        section(t('bulk.changes', { count: valid.size }), changes.kept, changes.count()),
        section(t('bulk.invalid', { count: invalid.count() }), invalid.kept, invalid.count()),
        ...(same.count() ? [section(t('bulk.unchanged', { count: same.count() }), same.kept, same.count())] : []),
      ],
    };
    state.phase = 'review';
    if ((await awaitAnswer<boolean>(state)) !== true) return close(), null;
    state.progress = { done: 0, total: valid.size };
    state.phase = 'writing';
    // The values each row held as it was written over, for the undo.
    const before = new Map<string, Record<string, unknown>>();
    const written = await submitPagewise(schema, valid, (row) => {
      before.set(row.id, valuesOf(row, given));
      return editedRecord(schema, row, args);
    }, (done) => void (state.progress!.done = done), state.stop.signal, LISTED);
    const done = new Set(written.done);
    for (const id of before.keys()) if (!done.has(id)) before.delete(id);
    state.report = {
      summary: t('bulk.editReport', { done: written.done.length, failed: written.failedCount }),
      sections: written.failedCount ? [section(t('bulk.failed'), written.failed.map(({ row, reason }) => `${name(row)}: ${reason}`), written.failedCount)] : [],
    };
    state.phase = 'report';
    await viewOf(schema.name)?.refresh();
    return { before, failed: written.failedCount };
  } catch (error) {
    close();
    // Closed while its rows were being read: the user stopped it, nothing was written.
    if (state.stop.signal.aborted) return null;
    throw error;
  }
}

export function bulkEditCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'bulkEdit'),
    args: bulkArgs(schema),
    when: (ctx) => onScreen(schema, ctx) && allows(schema, 'edit', ctx.can) && selectedIds(schema, ctx).length > 0,
    reversible: () => (result) => {
      const edited = result as BulkEditResult | null;
      return edited?.before.size ? restore(schema, edited) : null;
    },
    // Every field is optional, so a button giving none would change nothing: the palette asks
    // for each field as it does when the command is run from there.
    dialog: () => execute(crudCommandId(schema.name, 'bulkEdit'), {}, 'palette'),
    run: (ctx, args) => runBulkEdit(schema, ctx, args),
    check: {
      mutates: true,
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const field = settable(schema).find((f) => (f.kind === 'input' || f.kind === 'textarea') && !f.options && !f.rules?.length && !f.shownWhen);
        if (!field) h.skip({ zh: '表单没有可供检查填写的普通文本字段', en: 'the form has no plain text field a check may set on its rows' });
        const rows = await addTemporary(h, schema, 2);
        await requireView(schema).refresh();
        selectRows(schema.name, rows.map((row) => row.id));
        const marker = `bulk${Date.now().toString(36)}`;
        // A check that fails mid-way leaves no dialog over the console for the next one.
        h.cleanup(() => closeDialog('bulk'));
        const running = h.run({ [field!.name]: marker });
        await h.press(t('bulk.editRows', { count: rows.length }));
        await running;
        await h.press(t('action.close'));
        const stored = await Promise.all(rows.map((row) => serverRecord(schema, row.id)));
        h.expect(stored.every((row) => row?.[field!.name] === marker), `${field!.name} is not ${marker} on both rows the server holds`);
      },
    },
  };
}

/**
 * The undo steps of the CRUD commands, built from what the server holds: an add is undone by
 * removing the row it created, an edit by submitting the values read before it, a delete by
 * submitting the deleted rows' last values again. Steps go through the screen's own actions,
 * which say how it went and bring the screen up to date.
 *
 * BladeX deletes logically and offers no call that restores a deleted row, so a delete is undone
 * by creating the row again (a submit without id), and the server gives it a new id. Steps still
 * in the history that name the old id (an add or an edit made before the delete) follow the row
 * to its new id.
 */
import type { ResourceRow } from '../../src/api/resource';
import { titleFieldOf, type ResourceSchema } from '../../src/schema/types';
import { removeRecords, saveRecord } from '../../src/engine/actions';
import { controllerOf, lentForm } from '../../src/engine/controller';
import type { Reverser, UndoStep } from '../../src/platform/types';
import { stepTitle } from '../../src/platform/undo';
import { findStored, serverRecord } from './readback';
import type { CrudVerb } from '../../src/schema/command-ids';
import { describe } from './shared';

/** Old id → the id of the row created again in its place, keyed `<resource>/<id>`. */
const renamed = new Map<string, string>();

const renameKey = (schema: ResourceSchema, id: string) => `${schema.name}/${id}`;

/** The id the row has now, after the deletes of it that were undone. */
function currentId(schema: ResourceSchema, id: string): string {
  let now = id;
  for (let next = renamed.get(renameKey(schema, now)); next !== undefined; next = renamed.get(renameKey(schema, now))) now = next;
  return now;
}

/** Forgets which rows were created again (a new session has none of those steps). */
export function forgetRenamedRows(): void {
  renamed.clear();
}

/** How many rows a step's title names before it only counts the rest. */
const NAMED_ROWS = 3;

/** "参数管理: 新增 · a", "参数管理: 删除所选 · a, b, c +2". */
function titleOf(schema: ResourceSchema, verb: CrudVerb, rows: readonly ResourceRow[]) {
  const field = titleFieldOf(schema).name;
  const names = rows.slice(0, NAMED_ROWS).map((row) => String(row[field] ?? row.id)).join(', ');
  const more = rows.length > NAMED_ROWS ? ` +${rows.length - NAMED_ROWS}` : '';
  return stepTitle(describe(schema, verb).title, names + more);
}

/** What a user gives a new record: the row's form fields, without its id. */
function formValues(schema: ResourceSchema, row: ResourceRow): Record<string, unknown> {
  return Object.fromEntries(schema.fields.filter((field) => field.form !== false && row[field.name] !== undefined).map((field) => [field.name, row[field.name]]));
}

/** The step that removes a row added. */
function removeAdded(schema: ResourceSchema, row: ResourceRow): UndoStep {
  return { title: titleOf(schema, 'add', [row]), run: () => removeRecords(schema, [currentId(schema, row.id)]) };
}

/**
 * Undoes an add of `values`. BladeX's submit answers no id, so the row is found by its values
 * once the run has saved it.
 */
export function reverseAdd(schema: ResourceSchema, values: Record<string, unknown>): Reverser {
  return async (): Promise<UndoStep | undefined> => {
    const row = await findStored(schema, values);
    return row && removeAdded(schema, row);
  };
}

/** Undoes an edit of row `id` by submitting the record as the server held it before the edit. */
export async function reverseEdit(schema: ResourceSchema, id: string): Promise<Reverser> {
  const before = await serverRecord(schema, id);
  return () => before && { title: titleOf(schema, 'edit', [before]), run: () => saveRecord(schema, { ...before, id: currentId(schema, before.id) }) };
}

/**
 * Undoes what the open record form saves: an edit form as an edit of its record, an add form as
 * an add of the values it submits (the newest row holding them, found by a search on the title
 * field: as many rows as share the title are read, not the list). A save resolving other than
 * `true` saved nothing.
 */
export async function reverseFormSave(schema: ResourceSchema): Promise<Reverser> {
  const dialog = controllerOf(schema.name).dialog;
  if (dialog?.mode === 'edit' && dialog.id !== undefined) {
    const edit = await reverseEdit(schema, dialog.id);
    return (saved) => (saved === true ? edit(saved) : null);
  }
  const values = lentForm(schema.name)?.values();
  const add = values && reverseAdd(schema, { ...values });
  return (saved) => (saved !== true ? null : add ? add(saved) : undefined);
}

/**
 * Rows a delete may hold for its undo. Each is read before the delete (one detail call) and
 * created again one by one: a delete of more (every row of a big search) is not undoable, and
 * reads nothing before it runs.
 */
const UNDOABLE_ROWS = 500;

/**
 * Undoes a delete of rows `ids` by creating each again from the values the server held just
 * before. A run resolving `false` deleted nothing (the user cancelled).
 */
export async function reverseRemove(schema: ResourceSchema, verb: CrudVerb, ids: readonly string[]): Promise<Reverser> {
  if (ids.length > UNDOABLE_ROWS) return (result) => (result === false ? null : undefined);
  const rows = await Promise.all(ids.map((id) => serverRecord(schema, id)));
  return (result) => {
    if (result === false || !ids.length) return null;
    const deleted = rows.filter((row): row is ResourceRow => row !== undefined);
    if (deleted.length < ids.length) return undefined;
    return { title: titleOf(schema, verb, deleted), run: () => createAgain(schema, deleted) };
  };
}

/**
 * Creates each row again and notes its new id. A row already created again is skipped, so a
 * step that failed half way (and stayed in the history) can be run once more.
 */
async function createAgain(schema: ResourceSchema, rows: readonly ResourceRow[]): Promise<void> {
  for (const row of rows) {
    if (renamed.has(renameKey(schema, row.id))) continue;
    const values = formValues(schema, row);
    await saveRecord(schema, values);
    const again = await findStored(schema, values);
    if (again) renamed.set(renameKey(schema, row.id), again.id);
  }
}

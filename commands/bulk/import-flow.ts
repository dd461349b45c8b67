/**
 * One import, step by step in the bulk dialog: read the rows (in the worker), map the columns
 * when the header does not name the fields, check every row with the form's rules, show the
 * preview, write the valid rows through the screen's submit call, report. Resolves with the ids
 * of the rows added (the undo removes them), or null when the user stopped before writing.
 */
import { language, t } from '../../src/i18n';
import '../../src/i18n/bulk';
import { localize } from '../../src/i18n/resource';
import type { CheckedRow, Preview } from '../../src/engine/bulk/check';
import { ask } from '../../src/engine/bulk/client';
import type { BulkAnswer, BulkRequest } from '../../src/engine/bulk/work';
import { importFields, matchHeader, missingRequired } from '../../src/engine/bulk/columns';
import type { SheetSource } from '../../src/engine/bulk/parse';
import type { ResourceSchema } from '../../src/schema/types';
import { fieldChoices } from '../../src/engine/bulk/choices';
import { addedIds, rowsWithKeys, submitEach } from '../../src/engine/bulk/rows';
import { masterFilter, viewOf } from '../../src/engine/controller';
import { openDialog } from '../../src/platform/dialogs';
import { awaitAnswer, newDialogState, section, type BulkDialogState } from '../../src/features/bulk/state';
import { crudCommandId } from '../../src/schema/command-ids';
import { importReport, lastReports } from './import-report';

export interface ImportResult { addedIds: string[]; added: number; skipped: number; failed: number }

/** The sheet's header; the worker keeps its rows for the check. */
async function headerOf(source: SheetSource): Promise<string[]> {
  const answer = await ask({ op: 'parse', source }, source.kind === 'xlsx' ? [source.bytes] : []);
  if ('error' in answer) throw new Error(localize({ zh: `无法读取表格: ${answer.error}`, en: `The sheet cannot be read: ${answer.error}` }));
  return 'header' in answer ? answer.header : [];
}

type Part = 'names' | 'keys' | 'preview';

/** The worker's answer to `request`, which holds `part`; a failure is thrown. */
async function askFor<P extends Part>(request: BulkRequest, part: P): Promise<Extract<BulkAnswer, Record<P, unknown>>> {
  const answer = await ask(request);
  if (part in answer) return answer as Extract<BulkAnswer, Record<P, unknown>>;
  throw new Error('error' in answer ? answer.error : `no ${part}`);
}

/** The mapping of the header's columns to fields, asked of the user when the header does not name them all. */
async function columnMapping(schema: ResourceSchema, header: readonly string[], state: BulkDialogState): Promise<(string | null)[] | null> {
  const fields = importFields(schema);
  const found = matchHeader(header, fields);
  const unnamed = found.some((name, i) => name === null && header[i]?.trim());
  if (!unnamed && !missingRequired(found, fields).length) return found;
  state.mapping = {
    header: [...header],
    fields: fields.map((field) => ({ value: field.name, label: localize(field.label) })),
    chosen: found,
    missing: (chosen) => missingRequired(chosen, fields).map((field) => localize(field.label)),
  };
  state.phase = 'mapping';
  return awaitAnswer<(string | null)[]>(state);
}

const lineOf = (row: CheckedRow) => t('bulk.line', { line: row.line });

function showPreview(preview: Preview, state: BulkDialogState): void {
  state.review = {
    count: preview.valid.length,
    confirm: t('bulk.importRows', { count: preview.valid.length }),
    sections: [
      section(t('bulk.valid', { count: preview.valid.length }), preview.valid.map((row) => `${lineOf(row)}: ${row.cells.filter(Boolean).join(' · ')}`)),
      section(t('bulk.invalid', { count: preview.invalid.length }), preview.invalid.map((row) => `${lineOf(row)}: ${row.problems.map(localize).join('; ')}`)),
      section(t('bulk.duplicates', { count: preview.duplicates.length }), preview.duplicates.map((row) => `${lineOf(row)}: ${row.cells.filter(Boolean).join(' · ')}`)),
    ],
  };
  state.phase = 'review';
}

export async function runImport(schema: ResourceSchema, source: SheetSource, title: string): Promise<ImportResult | null> {
  const state = newDialogState(title, t('bulk.reading'));
  const close = await openDialog('bulk', state);
  try {
    const header = await headerOf(source);
    const mapping = await columnMapping(schema, header, state);
    if (!mapping) return close(), null;
    state.phase = 'busy';
    state.busyText = t('bulk.checking');
    const { names } = await askFor({ op: 'names', schemaName: schema.name, mapping }, 'names');
    const { choices } = await fieldChoices(schema, language.current, names);
    const fixed = masterFilter(schema) ?? undefined;
    // Of the records that exist, only those with a key of the sheet's rows can make one a duplicate.
    const { keys } = await askFor({ op: 'keys', input: { schemaName: schema.name, mapping, choices, fixed } }, 'keys');
    const existing = await rowsWithKeys(schema, keys);
    const { preview } = await askFor({ op: 'check', input: { schemaName: schema.name, mapping, choices, existingKeys: existing.map((row) => row.key), fixed } }, 'preview');
    showPreview(preview, state);
    if ((await awaitAnswer<boolean>(state)) !== true) return close(), null;
    state.progress = { done: 0, total: preview.valid.length };
    state.phase = 'writing';
    const written = await submitEach(schema, preview.valid, (row) => row.record, (done) => void (state.progress!.done = done), state.stop.signal);
    const ids = await addedIds(schema, new Set(existing.map((row) => row.id)), written.done.map((row) => row.record));
    const report = importReport(header, preview, written);
    lastReports.set(schema.name, report);
    state.report = { summary: report.summary, sections: report.sections, download: crudCommandId(schema.name, 'importReport') };
    state.phase = 'report';
    await viewOf(schema.name)?.refresh();
    return { addedIds: ids, added: report.added, skipped: report.skipped, failed: report.failed };
  } catch (error) {
    close();
    throw error;
  }
}

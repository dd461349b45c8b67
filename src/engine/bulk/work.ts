/**
 * What the import's worker does, by message: read a source into rows, list the texts its
 * columns give the choice fields (for the page to find those records on the server), list the
 * keys of its rows (for the page to find the records that have them), or check rows. The worker
 * (worker.ts) and the in-thread fallback both answer through `answer`, so they answer alike.
 */
import { resourceByName } from '../../schema/index';
import { cellParts } from './cells';
import { checkRows, sheetKeys, type CheckInput, type Preview, type RowsInput } from './check';
import { importFields } from './columns';
import { parseSheet, type SheetSource } from './parse';

/**
 * A parse answers the header and keeps the rows below it where they were read, for the check
 * that follows: ten thousand rows cross between the threads once (in the preview), not three
 * times.
 */
export type BulkRequest =
  | { op: 'parse'; source: SheetSource }
  | { op: 'names'; schemaName: string; mapping: CheckInput['mapping'] }
  | { op: 'keys'; input: Omit<RowsInput, 'rows'> }
  | { op: 'check'; input: Omit<CheckInput, 'rows'> };
export type BulkAnswer = { header: string[]; count: number } | { names: Record<string, string[]> } | { keys: string[] } | { preview: Preview } | { error: string };

/** The distinct texts each mapped field with choices is given, by field name. */
function namesIn(schemaName: string, mapping: CheckInput['mapping']): BulkAnswer {
  const schema = resourceByName(schemaName);
  if (!schema) return { error: `no schema ${schemaName}` };
  const names: Record<string, Set<string>> = {};
  mapping.forEach((name, column) => {
    const field = importFields(schema).find((f) => f.name === name && f.options);
    if (!field) return;
    const texts = (names[field.name] ??= new Set());
    for (const row of kept) for (const part of cellParts(field, row[column] ?? '')) texts.add(part);
  });
  return { names: Object.fromEntries(Object.entries(names).map(([name, texts]) => [name, [...texts]])) };
}

/** The rows of the last sheet parsed, below its header (one import at a time: its dialog is modal). */
let kept: string[][] = [];

export async function answer(request: BulkRequest): Promise<BulkAnswer> {
  try {
    if (request.op === 'parse') {
      const [header = [], ...rows] = await parseSheet(request.source);
      kept = rows;
      return { header, count: rows.length };
    }
    if (request.op === 'names') return namesIn(request.schemaName, request.mapping);
    const schema = resourceByName(request.input.schemaName);
    if (!schema) return { error: `no schema ${request.input.schemaName}` };
    if (request.op === 'keys') return { keys: sheetKeys(schema, { ...request.input, rows: kept }) };
    return { preview: checkRows(schema, { ...request.input, rows: kept }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What the import's worker does, by message: read a source into rows, or check rows. The worker
 * (worker.ts) and the in-thread fallback both answer through `answer`, so they answer alike.
 */
import { resourceByName } from '../../schema/index';
import { checkRows, type CheckInput, type Preview } from './check';
import { parseSheet, type SheetSource } from './parse';

/**
 * A parse answers the header and keeps the rows below it where they were read, for the check
 * that follows: ten thousand rows cross between the threads once (in the preview), not three
 * times.
 */
export type BulkRequest = { op: 'parse'; source: SheetSource } | { op: 'check'; input: Omit<CheckInput, 'rows'> };
export type BulkAnswer = { header: string[]; count: number } | { preview: Preview } | { error: string };

/** The rows of the last sheet parsed, below its header (one import at a time: its dialog is modal). */
let kept: string[][] = [];

export async function answer(request: BulkRequest): Promise<BulkAnswer> {
  try {
    if (request.op === 'parse') {
      const [header = [], ...rows] = await parseSheet(request.source);
      kept = rows;
      return { header, count: rows.length };
    }
    const schema = resourceByName(request.input.schemaName);
    if (!schema) return { error: `no schema ${request.input.schemaName}` };
    return { preview: checkRows(schema, { ...request.input, rows: kept }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What the import's worker does, by message: read a source into rows, or check rows. The worker
 * (worker.ts) and the in-thread fallback both answer through `answer`, so they answer alike.
 */
import { resourceByName } from '../index';
import { checkRows, type CheckInput, type Preview } from './check';
import { parseSheet, type SheetSource } from './parse';

export type BulkRequest = { op: 'parse'; source: SheetSource } | { op: 'check'; input: CheckInput };
export type BulkAnswer = { rows: string[][] } | { preview: Preview } | { error: string };

export async function answer(request: BulkRequest): Promise<BulkAnswer> {
  try {
    if (request.op === 'parse') return { rows: await parseSheet(request.source) };
    const schema = resourceByName(request.input.schemaName);
    if (!schema) return { error: `no schema ${request.input.schemaName}` };
    return { preview: checkRows(schema, request.input) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

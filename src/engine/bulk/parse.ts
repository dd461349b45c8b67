/**
 * A file or pasted cells as rows of cell texts: an .xlsx workbook's first sheet, or text as a
 * spreadsheet copies it (tabs) or a .csv holds it (commas, quoted cells), read by papaparse,
 * which finds the separator itself.
 */
import Papa from 'papaparse';
import { readSheet } from '../../formats/xlsx-read';

export type SheetSource = { kind: 'xlsx'; bytes: ArrayBuffer } | { kind: 'text'; text: string };

const BOM = /^\uFEFF/;

export async function parseSheet(source: SheetSource): Promise<string[][]> {
  if (source.kind === 'xlsx') return readSheet(new Blob([source.bytes]));
  const { data } = Papa.parse<string[]>(source.text.replace(BOM, ''), { skipEmptyLines: 'greedy' });
  return data.map((row) => row.map((cell) => cell.trim()));
}

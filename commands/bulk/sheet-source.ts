/**
 * Where an import's rows come from: the cells pasted into the palette, else a file the browser's
 * chooser gives (.xlsx, .csv or tab-separated text). A .csv saved by Excel in a Chinese Windows
 * is GBK, not UTF-8: text that is not valid UTF-8 is read as GBK.
 */
import type { SheetSource } from '../../src/engine/bulk/parse';

const ACCEPT = '.xlsx,.csv,.tsv,.txt';

function chooseFile(): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = Object.assign(document.createElement('input'), { type: 'file', accept: ACCEPT });
    input.addEventListener('change', () => resolve(input.files?.[0]));
    input.addEventListener('cancel', () => resolve(undefined));
    input.click();
  });
}

function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** The source of a file: an .xlsx as its bytes, anything else as its text. */
export async function fileSource(file: Blob & { name?: string }): Promise<SheetSource> {
  const bytes = await file.arrayBuffer();
  return /\.xlsx$/i.test(file.name ?? '') || file.type.includes('spreadsheetml') ? { kind: 'xlsx', bytes } : { kind: 'text', text: decode(bytes) };
}

/** The pasted cells, else the file chosen; undefined when the chooser was closed. */
export async function sheetSource(pasted: string | undefined): Promise<SheetSource | undefined> {
  if (pasted?.trim()) return { kind: 'text', text: pasted };
  const file = await chooseFile();
  return file && fileSource(file);
}

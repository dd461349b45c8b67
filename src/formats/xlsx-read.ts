/**
 * Reads the first sheet of an .xlsx file as rows of cell texts: enough for a check to see which
 * records an export holds, and for the mock to import a spreadsheet. An .xlsx file is a ZIP archive (APPNOTE.TXT) of XML parts; entries are
 * stored or deflated (EasyExcel, which BladeX exports with, deflates them), and text cells are
 * inline or indexes into the shared strings part.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The archive's entries by name, each read on demand. */
function entries(bytes: Uint8Array): Map<string, () => Promise<Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw new Error('the file is not a ZIP archive (no end of central directory)');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const found = new Map<string, () => Promise<Uint8Array>>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error('the ZIP central directory is damaged');
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    found.set(name, () => {
      if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`the ZIP entry ${name} is damaged`);
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      return inflate(method, bytes.subarray(start, start + compressedSize), name);
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

async function inflate(method: number, data: Uint8Array, name: string): Promise<Uint8Array> {
  if (method === STORED) return data;
  if (method !== DEFLATED) throw new Error(`the ZIP entry ${name} uses compression method ${method}`);
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()];
    return String.fromCodePoint(entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });

/** The text of every <t> inside `xml` (a shared string or an inline string may have several runs). */
const texts = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => unescapeXml(match[1])).join('');

/** The 0-based column of a cell reference such as `C7`. */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.replace(/\d+$/, '').toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column - 1;
}

/** The cell texts of the first sheet, row by row; missing cells read as empty. */
export async function readSheet(file: Blob): Promise<string[][]> {
  const parts = entries(new Uint8Array(await file.arrayBuffer()));
  const text = async (name: string) => {
    const read = parts.get(name);
    return read ? new TextDecoder().decode(await read()) : undefined;
  };
  const sheetName = [...parts.keys()].filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort()[0];
  if (!sheetName) throw new Error('the file holds no worksheet');
  const shared = [...((await text('xl/sharedStrings.xml')) ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => texts(match[1]));
  const sheet = (await text(sheetName))!;
  return [...sheet.matchAll(/<row(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/row>)/g)].map((row) => {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const reference = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const content = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? texts(body) : value;
      const column = reference ? columnOf(reference) : cells.length;
      while (cells.length < column) cells.push('');
      cells[column] = content;
    }
    return cells;
  });
}

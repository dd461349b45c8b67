import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../src/formats/xlsx-read';
import { xlsx } from '../../src/formats/xlsx';

/** A ZIP archive of deflated entries, as EasyExcel writes them (local headers, directory, end). */
function deflatedZip(entries: Record<string, string>): Blob {
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  const header = (fields: [number, 2 | 4][]) => {
    const bytes = Buffer.alloc(fields.reduce((sum, [, width]) => sum + width, 0));
    let at = 0;
    for (const [value, width] of fields) at = width === 2 ? bytes.writeUInt16LE(value, at) : bytes.writeUInt32LE(value, at);
    return bytes;
  };
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    // The reader does not check CRCs, so 0 stands in; method 8 is deflate.
    const common: [number, 2 | 4][] = [[0, 2], [8, 2], [0, 2], [0, 2], [0, 4], [data.length, 4], [raw.length, 4], [nameBytes.length, 2], [0, 2]];
    const local = [header([[0x04034b50, 4], [20, 2], ...common]), nameBytes, data];
    directory.push(header([[0x02014b50, 4], [20, 2], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), nameBytes);
    parts.push(...local);
    offset += local.reduce((sum, part) => sum + part.length, 0);
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const count = Object.keys(entries).length;
  const end = header([[0x06054b50, 4], [0, 2], [0, 2], [count, 2], [count, 2], [size, 4], [offset, 4], [0, 2]]);
  return new Blob([new Uint8Array(Buffer.concat([...parts, ...directory, end]))]);
}

describe('reading an exported sheet', () => {
  it('reads the mock\'s stored workbook: inline text and numbers, row by row', async () => {
    const file = new Blob([xlsx('参数管理', [['参数名称', '数值'], ['借阅期限 <天>', 14], ['A & B', '']])]);
    expect(await readSheet(file)).toEqual([['参数名称', '数值'], ['借阅期限 <天>', '14'], ['A & B', '']]);
  });

  it('reads a deflated workbook with shared strings and cells left out', async () => {
    const file = deflatedZip({
      'xl/sharedStrings.xml': '<sst><si><t>参数名称</t></si><si><r><t>学期</t></r><r><t xml:space="preserve">开始日期</t></r></si></sst>',
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="C2"><v>3</v></c></row><row r="3"/></sheetData></worksheet>',
    });
    expect(await readSheet(file)).toEqual([['参数名称'], ['学期开始日期', '', '3'], []]);
  });

  it('refuses a file that is not an archive', async () => {
    await expect(readSheet(new Blob(['<html>登录已过期</html>']))).rejects.toThrow(/not a ZIP archive/);
  });
});

/**
 * A one-sheet XLSX workbook of plain cells (text inline, numbers as numbers), what BladeX's
 * EasyExcel exports look like to a user: a header row, then one row per record.
 */
import { zip } from './zip';

export type Cell = string | number;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** XML text: markup escaped, and characters XML 1.0 cannot carry dropped. */
const escapeXml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const cellXml = (cell: Cell) =>
  typeof cell === 'number' && Number.isFinite(cell)
    ? `<c><v>${cell}</v></c>`
    : `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(cell))}</t></is></c>`;

/** Sheet names may not hold []:*?/\ and are at most 31 characters long. */
const sheetName = (name: string) => escapeXml(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');

export function xlsx(sheet: string, rows: readonly (readonly Cell[])[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const part = (name: string, xml: string) => ({ name, data: encoder.encode(PROLOG + xml) });
  const sheetData = rows.map((row) => `<row>${row.map(cellXml).join('')}</row>`).join('');
  return zip([
    part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      + '<Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
      + '</Types>'),
    part('_rels/.rels', `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${sheetName(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    part('xl/_rels/workbook.xml.rels', `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    part('xl/worksheets/sheet1.xml', `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
  ]);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

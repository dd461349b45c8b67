/**
 * XLSX workbooks of plain cells (text inline, numbers as numbers), what BladeX's EasyExcel
 * exports look like to a user: a header row, then one row per record; an import template adds a
 * sheet of choices and drop-downs over them.
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

/**
 * A drop-down list on one column of a sheet: rows 2 to `rows` + 1 take one of the cells
 * `source` names (a range of another sheet, e.g. `'选项'!$A$2:$A$9`), as Excel's data validation.
 */
export interface ListValidation { column: number; rows: number; source: string }

export interface Sheet { name: string; rows: readonly (readonly Cell[])[]; lists?: readonly ListValidation[] }

/** The spreadsheet letters of a 0-based column: 0 → A, 27 → AB. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A range of cells of `sheet` as a formula names it: `'选项'!$A$2:$A$9`. */
export function sheetRange(sheet: string, column: number, first: number, last: number): string {
  const col = columnLetters(column);
  return `'${sheetName(sheet).replace(/'/g, "''")}'!$${col}$${first}:$${col}$${last}`;
}

const validationsXml = (lists: readonly ListValidation[]) =>
  lists.length
    ? `<dataValidations count="${lists.length}">${lists.map(({ column, rows, source }) => `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${columnLetters(column)}2:${columnLetters(column)}${rows + 1}"><formula1>${escapeXml(source)}</formula1></dataValidation>`).join('')}</dataValidations>`
    : '';

/** A workbook of several sheets, the first one shown; lists give drop-downs (see ListValidation). */
export function workbook(sheets: readonly Sheet[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const part = (name: string, xml: string) => ({ name, data: encoder.encode(PROLOG + xml) });
  const numbered = sheets.map((sheet, i) => ({ ...sheet, n: i + 1 }));
  return zip([
    part('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      + '<Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + numbered.map(({ n }) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')
      + '</Types>'),
    part('_rels/.rels', `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>${numbered.map(({ name, n }) => `<sheet name="${sheetName(name)}" sheetId="${n}" r:id="rId${n}"/>`).join('')}</sheets></workbook>`),
    part('xl/_rels/workbook.xml.rels', `<Relationships xmlns="${RELS}">${numbered.map(({ n }) => `<Relationship Id="rId${n}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}</Relationships>`),
    ...numbered.map(({ rows, lists = [], n }) => {
      const sheetData = rows.map((row) => `<row>${row.map(cellXml).join('')}</row>`).join('');
      return part(`xl/worksheets/sheet${n}.xml`, `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData>${validationsXml(lists)}</worksheet>`);
    }),
  ]);
}

/** A one-sheet workbook. */
export function xlsx(sheet: string, rows: readonly (readonly Cell[])[]): Uint8Array<ArrayBuffer> {
  return workbook([{ name: sheet, rows }]);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The export call's answer: the rows of the current search as an .xlsx attachment. */
import type { ResourceSchema } from '../../src/schema/types';
import { cellText } from './columns';
import type { CrudRow } from './rows';
import { xlsx, XLSX_TYPE, type Cell } from '../../src/formats/xlsx';

/** The table's columns (zh headers, as BladeX's @ExcelProperty names them), one row per record. */
export function exportAnswer(schema: ResourceSchema, rows: readonly CrudRow[]): Response {
  const fields = schema.fields.filter((field) => field.column !== false);
  const cell = (value: unknown): Cell => (typeof value === 'number' ? value : cellText(value));
  const book = xlsx(schema.title.zh, [fields.map((field) => field.label.zh), ...rows.map((row) => fields.map((field) => cell(row[field.name])))]);
  const fileName = `${schema.title.zh}.xlsx`;
  return new Response(book, {
    headers: {
      'Content-Type': XLSX_TYPE,
      // The ASCII name for old clients, the UTF-8 one (RFC 6266) for the rest.
      'Content-Disposition': `attachment; filename="${schema.name}.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

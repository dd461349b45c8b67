/**
 * Exporting only the selected rows. BladeX's export call takes a search, never a list of ids, so
 * the console writes this workbook itself: the columns the user shows, in their order, headed
 * in the console's language, with values as the table reads them (option labels, not codes).
 * It works the same against any backend.
 */
import * as api from '../../src/api/resource';
import type { ResourceRow } from '../../src/api/resource';
import { xlsx, XLSX_TYPE, type Cell } from '../../src/formats/xlsx';
import { localize } from '../../src/i18n/resource';
import { selectRows } from '../../src/core/selection';
import { titleFieldOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { columnFieldsOf, columnPrefsOf, shownColumns } from '../../src/engine/column-prefs';
import { viewOf } from '../../src/engine/controller';
import type { Command, CommandContext, NoArgs } from '../../src/platform/types';
import { withDownloadsCaught, ready } from './checks';
import { readSearchPages } from './search-pages';
import { readableValues } from './field-args';
import { describe, onScreen, selectedIds } from './shared';
import { readSheet } from '../../src/formats/xlsx-read';

/**
 * The selected rows in the list's order: those on screen, and those of other pages read from the
 * server a page at a time (only the selected rows of each page are kept; past one page with the
 * reading's progress). Null once the user stops the reading.
 */
async function selectedRows(schema: ResourceSchema, ids: readonly string[]): Promise<ResourceRow[] | null> {
  const view = viewOf(schema.name);
  const onScreen = ids.map((id) => view?.row(id));
  if (onScreen.every(Boolean)) return onScreen as ResourceRow[];
  const wanted = new Set(ids);
  const rows: ResourceRow[] = [];
  const read = await readSearchPages(schema, localize(describe(schema, 'exportSelected').title), (page) => {
    for (const row of page) if (wanted.has(row.id)) rows.push(row);
    return rows.length === wanted.size;
  });
  return read ? rows : null;
}

/** The columns shown on screen, in the user's order. */
function shownFields(schema: ResourceSchema): FieldDef[] {
  const fields = columnFieldsOf(schema);
  const names = shownColumns(columnPrefsOf(schema.name), fields.map((field) => field.name));
  return names.map((name) => fields.find((field) => field.name === name)!);
}

/** The workbook of the rows: a header row, then one row per record (numbers stay numbers). */
async function workbook(schema: ResourceSchema, rows: readonly ResourceRow[], ctx: CommandContext): Promise<Blob> {
  const fields = shownFields(schema);
  const cells = await Promise.all(rows.map(async (row) => (await readableValues(schema, row, ctx, fields)).map(({ text }, i): Cell => {
    const number = Number(text);
    return fields[i].kind === 'number' && text !== '' && Number.isFinite(number) ? number : text;
  })));
  // readableValues leaves passwords out; so does the header.
  const header = fields.filter((field) => field.kind !== 'password').map((field) => localize(field.label));
  return new Blob([xlsx(localize(schema.title), [header, ...cells])], { type: XLSX_TYPE });
}

/** Saves the selected rows as a workbook; resolves with the file (null: the user stopped reading them). */
export function exportSelectedCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'exportSelected'),
    when: (ctx) => onScreen(schema, ctx) && selectedIds(schema, ctx).length > 0,
    run: async (ctx) => {
      const rows = await selectedRows(schema, selectedIds(schema, ctx));
      if (!rows) return null;
      const blob = await workbook(schema, rows, ctx);
      api.saveBlob(blob, `${schema.name}-${new Date().toISOString().slice(0, 10)}-selected.xlsx`);
      return blob;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const rows = (await ready(schema)).rows();
        if (rows.length < 3) h.skip({ zh: '列表显示不足三条, 导出所选不会少于全部', en: 'the list shows fewer than three rows: none would be left out' });
        const title = titleFieldOf(schema);
        const picked = [rows[0], rows[2]];
        selectRows(schema.name, picked.map((row) => row.id));
        const { result: file, names } = await withDownloadsCaught(() => h.run());
        h.expect(names.length === 1, 'the file was not saved');
        const [header = [], ...lines] = await readSheet(file as Blob);
        const column = header.indexOf(localize(title.label));
        h.expect(column >= 0, `the file has no column ${localize(title.label)}; its header: ${header.join(', ')}`);
        const inFile = lines.map((line) => line[column] ?? '');
        const wanted = await Promise.all(picked.map(async (row) => (await readableValues(schema, row, h.context(), [title]))[0]?.text ?? ''));
        h.expect(inFile.join('\n') === wanted.join('\n'), `the file holds ${inFile.join(', ')}, the selection ${wanted.join(', ')}`);
      },
    },
  };
}

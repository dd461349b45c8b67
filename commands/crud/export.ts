import type { Filters } from '../../src/api/resource';
import type { FieldDef, ResourceSchema } from '../../src/schema/types';
import { exportRecords } from '../../src/engine/actions';
import { controllerOf, search } from '../../src/engine/controller';
import type { CheckHarness, Command, NoArgs } from '../../src/platform/types';
import { withDownloadsCaught, ready, showsRows } from './checks';
import { serverRows } from './readback';
import { describe, onScreen } from './shared';
import { readSheet } from '../../src/formats/xlsx-read';

/** How many rows the check tries as the search before it gives up finding a narrowing one. */
const TRIES = 5;

/**
 * A search that keeps some rows of the list and drops others, so the file can show it followed
 * the search: the value of a text column of one of the rows. Skips the check when none narrows.
 */
async function narrowingSearch(h: CheckHarness, schema: ResourceSchema): Promise<{ field: FieldDef; filters: Filters }> {
  const field = schema.fields.find((candidate) => candidate.search && candidate.kind === 'input' && candidate.column !== false);
  if (!field) h.skip({ zh: '没有可用于搜索的文本列', en: 'no text column to search by' });
  const all = await serverRows(schema);
  const values = [...new Set(all.map((row) => row[field!.name]).filter((value): value is string => typeof value === 'string' && value !== ''))];
  for (const value of values.slice(0, TRIES)) {
    const filters = { [field!.name]: value };
    if ((await serverRows(schema, filters)).length < all.length) return { field: field!, filters };
  }
  return h.skip({ zh: `按 ${field!.name} 搜索都不会排除 ${all.length} 条数据中的任何一条`, en: `no search by ${field!.name} leaves out some of the ${all.length} rows` });
}

/** Downloads the rows of the current search as a file (resources with api.export). */
export function exportCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'export'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => exportRecords(schema),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const { field, filters } = await narrowingSearch(h, schema);
        const expected = await serverRows(schema, filters);
        search(schema.name, filters);
        await showsRows(view, expected.slice(0, controllerOf(schema.name).size), `the rows of the search by ${field.name}`);
        const { result: file, names } = await withDownloadsCaught(() => h.run());
        h.expect(names.length === 1, 'the file was not saved');
        // Blobs may come from another realm (a test DOM over Node's fetch): checked by shape.
        const [header = [], ...rows] = await readSheet(file as Blob);
        const column = header.indexOf(field.label.zh);
        h.expect(column >= 0, `the file has no column ${field.label.zh}; its header: ${header.join(', ')}`);
        const inFile = rows.map((row) => row[column] ?? '').sort();
        const searched = expected.map((row) => String(row[field.name] ?? '')).sort();
        h.expect(inFile.join('\n') === searched.join('\n'), `the file holds ${inFile.length} rows (${inFile.join(', ')}), the search ${searched.length} (${searched.join(', ')})`);
      },
    },
  };
}

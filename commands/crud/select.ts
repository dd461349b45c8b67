/** Selecting every row the search matches, on every page: what bulk delete then acts on. */
import type { ResourceRow } from '../../src/api/resource';
import { selectRows, selection } from '../../src/core/selection';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import { titleFieldOf, type ResourceSchema } from '../../src/schema/types';
import { controllerOf, setPageSize, viewOf } from '../../src/engine/controller';
import type { ArgSpec, ChoiceOption, Command, NoArgs } from '../../src/platform/types';
import { firstRow, ready, until } from './checks';
import { serverRows, serverTotal } from './readback';
import { describe, onScreen } from './shared';
import { localize } from '../../src/i18n/resource';
import { readSearchPages } from './search-pages';

/**
 * Selects all the rows of the search on screen, on this page and the others, as the server
 * counts them now (they are read from it, so rows added since the page loaded are in).
 * Resolves to how many were selected; stopped while reading, the selection stays as it was.
 */
export function selectMatchingCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'selectMatching'),
    when: (ctx) => onScreen(schema, ctx),
    run: async () => {
      const ids: string[] = [];
      const read = await readSearchPages(schema, localize(describe(schema, 'selectMatching').title), (rows) => {
        for (const row of rows) ids.push(row.id);
        return false;
      });
      if (!read) return 0;
      selectRows(schema.name, ids);
      return ids.length;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const { filters } = controllerOf(schema.name);
        const total = await serverTotal(schema, filters);
        if (total < 2) h.skip({ zh: '列表不足两条数据', en: 'the list holds fewer than two rows' });
        // A page smaller than the list, so the selection must reach rows that are not on screen.
        setPageSize(schema.name, 1);
        selectRows(schema.name, []);
        h.expect((await h.run()) === total, 'it did not report the rows it selected');
        const listed = await serverRows(schema, filters);
        const picked = () => (selection.resource === schema.name ? new Set(selection.ids) : new Set<string>());
        await until(() => picked().size === total && listed.every((row) => picked().has(row.id)), `the ${total} rows of the search to be selected`);
        await h.see(t('crud.selection.allSelected', { count: total }));
      },
    },
  };
}

/** The rows on screen as choices, named by the title field (tree rows indented by depth). */
function rowsOnScreen(schema: ResourceSchema): ChoiceOption[] {
  const title = titleFieldOf(schema);
  const walk = (rows: readonly ResourceRow[], depth: number): ChoiceOption[] =>
    rows.flatMap((row) => [{ value: row.id, label: String(row[title.name] ?? row.id), depth }, ...walk(row.children ?? [], depth + 1)]);
  return walk(viewOf(schema.name)?.rows() ?? [], 0);
}

const rowsArg = (schema: ResourceSchema) => ({
  rows: { kind: 'choice', multiple: true, label: { zh: '要选择的行', en: 'Rows to select' }, options: () => rowsOnScreen(schema) },
}) satisfies Record<string, ArgSpec>;

/**
 * Selects the chosen rows of the screen: the palette's way to pick the record that edit, view
 * and delete then act on, without leaving the keyboard for the table. Resolves to the ids.
 */
export function selectRowsCommand(schema: ResourceSchema): Command<ReturnType<typeof rowsArg>> {
  return {
    ...describe(schema, 'selectRows'),
    args: rowsArg(schema),
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { rows }) => {
      const shown = new Set(rowsOnScreen(schema).map((option) => option.value));
      const ids = rows.split(',').filter(Boolean);
      const unknown = ids.filter((id) => !shown.has(id));
      if (unknown.length) throw new Error(`Not on screen: ${unknown.join(', ')}`);
      selectRows(schema.name, ids);
      return ids;
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const row = firstRow(await ready(schema));
        h.expect(row, 'there is no row to select');
        selectRows(schema.name, []);
        await h.run({ rows: row!.id });
        h.expect(selection.resource === schema.name && selection.ids.join() === row!.id, 'the row is not the selection');
        h.expect(h.context().selection.ids.join() === row!.id, 'commands do not see the row as selected');
      },
    },
  };
}

/** Ordering the list on screen by one column: what a press on a sortable column header runs. */
import * as api from '../../src/api/resource';
import type { ResourceRow, SortOrder } from '../../src/api/resource';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import { localize } from '../../src/i18n/resource';
import { fieldsOf } from '../../src/engine/tenant-column';
import { isSortable, titleFieldOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { controllerOf, masterFilter, setSort } from '../../src/engine/controller';
import type { ArgSpec, CheckHarness, Command } from '../../src/platform/types';
import { ready, showsRows, until } from './checks';
import { describe, onScreen } from './shared';

const directions = ['ascending', 'descending', 'none'] as const;
type Direction = (typeof directions)[number];

/** The columns the list may be ordered by, as the logged-in user sees them (tenant-column.ts). */
const sortableFields = (schema: ResourceSchema) => fieldsOf(schema).filter(isSortable);

function sortArgs(schema: ResourceSchema) {
  return {
    column: {
      kind: 'choice',
      label: { zh: '排序列', en: 'Column' },
      options: () => sortableFields(schema).map((field) => ({ value: field.name, label: localize(field.label) })),
    },
    direction: {
      kind: 'choice',
      label: { zh: '方向', en: 'Direction' },
      options: () => directions.map((direction) => ({ value: direction, label: t(`crud.sort.${direction}`) })),
    },
  } satisfies Record<string, ArgSpec>;
}

/**
 * Orders the list by a column, ascending or descending, or puts back the server's default
 * order (`none`); back to the first page. The server orders the rows (BladeX's `ascs` / `descs`),
 * so every page follows the same order.
 */
export function sortCommand(schema: ResourceSchema): Command<ReturnType<typeof sortArgs>> {
  return {
    ...describe(schema, 'sort'),
    args: sortArgs(schema),
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { column, direction }) => {
      if (!sortableFields(schema).some((field) => field.name === column)) throw new Error(`${schema.name} cannot be sorted by ${column}`);
      if (!(directions as readonly string[]).includes(direction)) throw new Error(`The direction must be one of ${directions.join(', ')}`);
      setSort(schema.name, direction === 'none' ? null : { column, direction: direction as Exclude<Direction, 'none'> });
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const field = checkedField(schema);
        for (const direction of ['descending', 'ascending'] as const) {
          await h.run({ column: field.name, direction });
          const order = { column: field.name, direction };
          const rows = await serverPage(schema, order);
          inOrder(h, rows, order);
          await showsRows(view, rows, `the rows ordered by ${field.name}, ${direction}, as the server answers them`);
        }
        await h.run({ column: field.name, direction: 'none' });
        await until(() => controllerOf(schema.name).sort === null, 'the default order to come back');
        await showsRows(view, await serverPage(schema, null), 'the rows in the server\'s default order');
      },
    },
  };
}

/** The first page for the screen's search and page size, in `sort`, as the server answers it. */
export async function serverPage(schema: ResourceSchema, sort: SortOrder | null): Promise<ResourceRow[]> {
  const { size, filters } = controllerOf(schema.name);
  return (await api.list(schema, { current: 1, size, filters: { ...filters, ...masterFilter(schema) }, sort })).records;
}

/**
 * The column a check orders by: a number or a date (their order is the same in any database
 * collation), else the title field.
 */
export function checkedField(schema: ResourceSchema): FieldDef {
  const fields = sortableFields(schema);
  return fields.find((field) => field.kind === 'number')
    ?? fields.find((field) => field.kind === 'date' || field.kind === 'datetime')
    ?? fields.find((field) => field === titleFieldOf(schema))
    ?? fields[0]!;
}

/**
 * Fails unless each row's cell comes at or after the one before in `sort`: empty cells first
 * ascending (as SQL's NULL), numbers as numbers, text by code point ignoring case (as a
 * case-insensitive collation orders it).
 */
function inOrder(h: CheckHarness, rows: readonly ResourceRow[], sort: SortOrder): void {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]![sort.column];
    const after = rows[i]![sort.column];
    h.expect(compareCells(before, after) * sign <= 0, `the server put ${String(before)} before ${String(after)} ordering by ${sort.column}, ${sort.direction}`);
  }
}

function compareCells(a: unknown, b: unknown): number {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(a)) return empty(b) ? 0 : -1;
  if (empty(b)) return 1;
  const x = Number(a);
  const y = Number(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  const p = String(a).toLowerCase();
  const q = String(b).toLowerCase();
  return p < q ? -1 : p > q ? 1 : 0;
}

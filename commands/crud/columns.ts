/** Laying out a screen's table: which columns show and in what order, and how dense its rows are. */
import { snapshot } from 'valtio';
import { readStored } from '../../src/base/local-data';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import { localize } from '../../src/i18n/resource';
import type { ResourceSchema } from '../../src/schema/types';
import {
  arrangeColumn, columnActions, columnFieldsOf, columnPrefsKey, columnPrefsOf, densities, restoreColumnPrefs, setDensity,
  type ColumnAction, type ColumnPrefs, type Density,
} from '../../src/engine/column-prefs';
import type { ArgSpec, CheckHarness, Command } from '../../src/platform/types';
import { ready, until } from './checks';
import { describe, onScreen } from './shared';

function columnsArgs(schema: ResourceSchema) {
  return {
    action: {
      kind: 'choice',
      label: { zh: '操作', en: 'Action' },
      options: () => columnActions.map((action) => ({ value: action, label: t(`crud.columns.${action}`) })),
    },
    column: {
      kind: 'choice',
      label: { zh: '列', en: 'Column' },
      options: () => columnFieldsOf(schema).map((field) => ({ value: field.name, label: localize(field.label) })),
    },
  } satisfies Record<string, ArgSpec>;
}

/** The headers of the screen's table as they stand, by column id. */
function headersOnScreen(schema: ResourceSchema): string[] {
  const headers = document.querySelectorAll<HTMLElement>(`[data-resource="${schema.name}"] [role="columnheader"][data-column]`);
  return [...headers].map((header) => header.dataset.column!);
}

/** The user's layout now, put back when the check ends. */
function keepPrefs(h: CheckHarness, schema: ResourceSchema): ColumnPrefs {
  const before = structuredClone(snapshot(columnPrefsOf(schema.name))) as ColumnPrefs;
  h.cleanup(() => restoreColumnPrefs(schema.name, before));
  return before;
}

/**
 * Shows or hides a column, or moves a shown one a place earlier or later, for this user on this
 * screen (remembered across reloads). The last shown column stays: hiding it is refused.
 */
export function columnsCommand(schema: ResourceSchema): Command<ReturnType<typeof columnsArgs>> {
  return {
    ...describe(schema, 'columns'),
    args: columnsArgs(schema),
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { action, column }) => {
      const ids = columnFieldsOf(schema).map((field) => field.name);
      if (!ids.includes(column)) throw new Error(`${schema.name} has no column ${column}`);
      if (!(columnActions as readonly string[]).includes(action)) throw new Error(`The action must be one of ${columnActions.join(', ')}`);
      if (!arrangeColumn(schema.name, ids, column, action as ColumnAction)) throw new Error(t('crud.columns.lastShown'));
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema, { reload: false });
        keepPrefs(h, schema);
        const shown = headersOnScreen(schema);
        if (shown.length < 2) h.skip({ zh: '显示的列不足两列', en: 'fewer than two columns are shown' });
        const [first, second] = shown as [string, string];
        await h.run({ action: 'hide', column: first });
        await until(() => !headersOnScreen(schema).includes(first), `the ${first} column to leave the table`);
        await h.run({ action: 'show', column: first });
        await until(() => headersOnScreen(schema)[0] === first, `the ${first} column to come back in its place`);
        await h.run({ action: 'later', column: first });
        await until(() => headersOnScreen(schema).slice(0, 2).join() === `${second},${first}`, `${first} to follow ${second}`);
        // Remembered: what a reload of the console reads back from storage.
        const stored = readStored<ColumnPrefs | null>(columnPrefsKey(schema.name), null);
        h.expect(stored && stored.order.indexOf(second) === stored.order.indexOf(first) - 1, 'the new order was not stored for the next visit');
      },
    },
  };
}

function densityArgs() {
  return {
    density: {
      kind: 'choice',
      label: { zh: '行密度', en: 'Density' },
      options: () => densities.map((density) => ({ value: density, label: t(`crud.density.${density}`) })),
    },
  } satisfies Record<string, ArgSpec>;
}

/**
 * The height the table's layout gives its first row, undefined while it shows none. The virtualizer
 * places each row in a wrapper of its own (role presentation) and sizes that, not the row.
 */
function placedRowHeight(schema: ResourceSchema): string | undefined {
  const row = document.querySelector<HTMLElement>(`[data-resource="${schema.name}"] .data-table-row`);
  if (!row) return undefined;
  const wrapper = row.parentElement?.getAttribute('role') === 'presentation' ? row.parentElement : null;
  return (wrapper ?? row).style.height || row.style.height;
}

/** Makes the table's rows compact (more on screen) or normal, for this user on this screen. */
export function densityCommand(schema: ResourceSchema): Command<ReturnType<typeof densityArgs>> {
  return {
    ...describe(schema, 'density'),
    args: densityArgs(),
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { density }) => {
      if (!(densities as readonly string[]).includes(density)) throw new Error(`The density must be one of ${densities.join(', ')}`);
      setDensity(schema.name, density as Density);
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema, { reload: false });
        keepPrefs(h, schema);
        const frame = () => document.querySelector<HTMLElement>(`[data-resource="${schema.name}"] .data-table-frame`);
        for (const density of ['compact', 'normal'] as const) {
          await h.run({ density });
          await until(() => frame()?.dataset.density === density, `the table to turn ${density}`);
          // The rows are placed after the table turns: wait for the height the layout gives them.
          const wanted = density === 'compact' ? '32px' : '40px';
          await until(() => [undefined, wanted].includes(placedRowHeight(schema)), `a ${density} row to be ${wanted} high`).catch(() => undefined);
          const height = placedRowHeight(schema);
          h.expect(height === undefined || height === wanted, `a ${density} row is ${height ?? 'not'} high`);
        }
      },
    },
  };
}

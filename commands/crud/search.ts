/** The search bar's commands: apply, clear, focus. */
import type { Filters } from '../../src/api/resource';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import type { FieldDef, ResourceSchema } from '../../src/resources/types';
import { controllerOf, resetSearch, search } from '../../src/resources/view/controller';
import type { ArgSpec, Command } from '../types';
import { ready } from './checks';
import { describe, jsonObjectProblem, onScreen, parseObject, requireView } from './shared';

const filtersArg = {
  filters: {
    kind: 'text',
    optional: true,
    label: { zh: '搜索条件 (JSON, 留空则用搜索栏)', en: 'Filters (JSON; empty uses the search bar)' },
    validate: jsonObjectProblem,
  },
} satisfies Record<string, ArgSpec>;

/** A filter no row matches, for the checks. */
function nothingMatches(field: FieldDef): Filters {
  const dated = field.kind === 'date' || field.kind === 'datetime' || field.kind === 'dateRange';
  return { [field.name]: dated ? { from: '1971-01-01 00:00:00', to: '1971-01-01 23:59:59' } : `no-such-${Date.now().toString(36)}` };
}

/** Applies the search bar, or the given filters, and goes back to the first page. */
export function searchCommand(schema: ResourceSchema, first: FieldDef): Command<typeof filtersArg> {
  return {
    ...describe(schema, 'search'),
    args: filtersArg,
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { filters }) => search(schema.name, filters === undefined ? undefined : (parseObject(filters) as Filters)),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        await h.run({ filters: JSON.stringify(nothingMatches(first)) });
        await h.see(t('crud.table.empty'));
      },
    },
  };
}

export function resetSearchCommand(schema: ResourceSchema, first: FieldDef): Command {
  return {
    ...describe(schema, 'resetSearch'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => resetSearch(schema.name),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        search(schema.name, nothingMatches(first));
        await h.run();
        const state = controllerOf(schema.name);
        h.expect(Object.keys(state.filters).length === 0 && Object.keys(state.draft).length === 0, 'the search was not cleared');
      },
    },
  };
}

/** Moves keyboard focus to the first search field. */
export function focusSearchCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'focusSearch'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => requireView(schema).focusSearch(),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        await h.run();
        h.expect(document.activeElement?.closest('[data-search]'), 'focus is not in the search bar');
      },
    },
  };
}

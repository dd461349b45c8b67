/** The search bar's commands: apply, clear, focus. */
import type { DateRange, Filters, ResourceRow } from '../../src/api/resource';
import { t } from '../../src/i18n';
import '../../src/i18n/resource';
import { fieldsOf, searchFieldsOf } from '../../src/engine/tenant-column';
import { titleFieldOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { controllerOf, resetSearch, search } from '../../src/engine/controller';
import { rangeProblems, refusesSearch, searchesByRange } from '../../src/engine/search-rules';
import { InvalidArgumentError } from '../../src/platform/registry';
import type { Localized } from '../../src/base/config';
import type { ArgSpec, Command, NoArgs } from '../../src/platform/types';
import { firstRow, ready, until } from './checks';
import { argText, choiceOf } from './field-args';
import { serverTotal } from './readback';
import { describe, onScreen, requireView } from './shared';

type Answers = Record<string, string | undefined>;

const DAY_START = '00:00:00';
const DAY_END = '23:59:59';

/** The names of the two dates a date field is searched by: the first and the last day. */
const rangeArgs = (field: FieldDef) => ({ from: `${field.name}From`, to: `${field.name}To` });

/** A search field is matched by one of its options (a switch: yes or no). */
const choosesFromOptions = (field: FieldDef) => Boolean(field.options) || field.kind === 'switch';

/**
 * The search fields as arguments, all optional and starting from the search on screen, so
 * Enter keeps a filter and an emptied field drops it. A date field is searched by a range of
 * days, asked as two dates (`<field>From`, `<field>To`), each with a date prompt of its own; a
 * choice field by one option; any other field by its text. The fields are the screen's as the
 * logged-in user sees them (tenant-column.ts); the arguments stay the same object while those do.
 */
function searchArgs(schema: ResourceSchema): Record<string, ArgSpec> {
  const fields = fieldsOf(schema);
  let args = argsByFields.get(fields);
  // The title field first, as the search bar (searchFieldsOf): Ctrl+Enter after it leaves the rest as they are.
  if (!args) argsByFields.set(fields, (args = argsOf(schema, searchFieldsOf(schema))));
  return args;
}
const argsByFields = new WeakMap<readonly FieldDef[], Record<string, ArgSpec>>();

function argsOf(schema: ResourceSchema, searched: readonly FieldDef[]): Record<string, ArgSpec> {
  const applied = (field: FieldDef) => controllerOf(schema.name).filters[field.name];
  const args: Record<string, ArgSpec> = {};
  for (const field of searched) {
    if (searchesByRange(field)) {
      const names = rangeArgs(field);
      const end = (which: 'from' | 'to') => (): string | undefined => (applied(field) as DateRange | undefined)?.[which]?.slice(0, 10);
      args[names.from] = { kind: 'date', optional: true, label: { zh: `${field.label.zh} 起`, en: `${field.label.en} from` }, initial: end('from') };
      args[names.to] = { kind: 'date', optional: true, from: names.from, label: { zh: `${field.label.zh} 止`, en: `${field.label.en} to` }, initial: end('to') };
      continue;
    }
    const initial = () => {
      const value = applied(field);
      return typeof value === 'string' && value ? value : undefined;
    };
    args[field.name] = choosesFromOptions(field)
      ? { kind: 'choice', optional: true, label: field.label, initial, ...choiceOf(field) }
      : { kind: 'text', optional: true, label: field.label, initial };
  }
  return args;
}

/** The filters of the answers, as the search bar holds them: a range's last day counts whole. */
function filtersOf(schema: ResourceSchema, args: Answers): Filters {
  const filters: Filters = {};
  for (const field of searchFieldsOf(schema)) {
    if (searchesByRange(field)) {
      const names = rangeArgs(field);
      const from = args[names.from]?.trim();
      const to = args[names.to]?.trim();
      if (from || to) filters[field.name] = { from: from ? `${from} ${DAY_START}` : undefined, to: to ? `${to} ${DAY_END}` : undefined };
    } else if (args[field.name]?.trim()) {
      filters[field.name] = args[field.name]!.trim();
    }
  }
  return filters;
}

/** Applies the given filters (from the palette), or the search bar when run from it; back to page 1. */
export function searchCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'search'),
    // Read when asked: the platform administrator's search has the tenant too.
    get args() {
      return searchArgs(schema);
    },
    when: (ctx) => onScreen(schema, ctx),
    // The search bar shows the messages of a range it refuses (SearchBar.tsx).
    dialog: () => {
      if (!refusesSearch(schema, controllerOf(schema.name).draft)) search(schema.name);
    },
    run: (_ctx, args) => {
      const filters = filtersOf(schema, args);
      const problems = rangeArgProblems(schema, filters);
      if (Object.keys(problems).length) throw new InvalidArgumentError(problems);
      search(schema.name, filters);
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const row = firstRow(view);
        h.expect(row, 'there is no row to search for');
        const probe = searchProbe(schema, row!);
        h.expect(probe, 'no search field of the first row has a value');
        await h.run(probe!.args);
        await until(
          () => view.settled() && view.rows().every(probe!.matches) && view.rows().some((r) => r.id === row!.id),
          `only rows matching ${JSON.stringify(probe!.args)} (${row!.id} among them)`,
        );
        await h.run(probe!.nothing);
        await h.see(t('crud.table.emptySearch'));
        h.expect(view.rows().length === 0, 'rows show for a filter nothing matches');
      },
    },
  };
}

/** The messages of the ranges of `filters` that break their rule, by the argument of each end. */
function rangeArgProblems(schema: ResourceSchema, filters: Filters): Record<string, Localized> {
  const problems: Record<string, Localized> = {};
  for (const field of searchFieldsOf(schema)) {
    const { from, to } = rangeProblems(field, filters[field.name]);
    if (from) problems[rangeArgs(field).from] = from;
    if (to) problems[rangeArgs(field).to] = to;
  }
  return problems;
}

/** Text matches anywhere, ignoring case; options, numbers and switches match exactly (as BladeX filters). */
function matchesText(field: FieldDef, stored: unknown, text: string): boolean {
  const value = String(stored ?? '');
  const exact = field.filter ? field.filter === 'exact' : choosesFromOptions(field) || field.kind === 'number';
  return exact ? value.split(',').includes(text) : value.toLowerCase().includes(text.toLowerCase());
}

/**
 * What a check searches for: a search field's value in `row` (the title field first, then text
 * fields, then choices, then dates), how a row matches it, and a search nothing matches.
 */
function searchProbe(schema: ResourceSchema, row: ResourceRow) {
  const title = titleFieldOf(schema);
  const order = (field: FieldDef) => (field === title ? 0 : searchesByRange(field) ? 3 : choosesFromOptions(field) ? 2 : 1);
  const field = searchFieldsOf(schema)
    .filter((f) => argText(f, row[f.name]) !== undefined)
    .sort((a, b) => order(a) - order(b))[0];
  if (!field) return undefined;
  const text = argText(field, row[field.name])!;
  if (searchesByRange(field)) {
    const names = rangeArgs(field);
    const day = text.slice(0, 10);
    return {
      args: { [names.from]: day, [names.to]: day },
      matches: (r: ResourceRow) => String(r[field.name] ?? '').slice(0, 10) === day,
      nothing: { [names.from]: '1971-01-01', [names.to]: '1971-01-01' },
    };
  }
  return {
    args: { [field.name]: text },
    matches: (r: ResourceRow) => matchesText(field, r[field.name], text),
    nothing: { [field.name]: `no-such-${Date.now().toString(36)}` },
  };
}

export function resetSearchCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'resetSearch'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => resetSearch(schema.name),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const view = await ready(schema);
        const state = controllerOf(schema.name);
        const field = searchFieldsOf(schema)[0]!;
        search(schema.name, { [field.name]: searchesByRange(field) ? { from: `1971-01-01 ${DAY_START}`, to: `1971-01-01 ${DAY_END}` } : `no-such-${Date.now().toString(36)}` });
        await until(() => view.settled() && state.total === 0, 'the filtered list to be empty');
        // The screen reads the full list between these two reads of its total. They agree unless
        // the table grows meanwhile (the API log records the console's own calls): then the
        // screen's total lies between them.
        const before = await serverTotal(schema);
        await h.run();
        await until(() => view.settled() && Object.keys(state.filters).length === 0 && Object.keys(state.draft).length === 0 && state.total >= before, `the search to be cleared and the full list of ${before} rows or more to show (${state.total} show)`);
        const after = await serverTotal(schema);
        h.expect(state.total <= after, `the screen shows ${state.total} rows, more than the server's ${after}`);
      },
    },
  };
}

/** Moves keyboard focus to the first search field. */
export function focusSearchCommand(schema: ResourceSchema): Command<NoArgs> {
  return {
    ...describe(schema, 'focusSearch'),
    when: (ctx) => onScreen(schema, ctx),
    run: () => requireView(schema).focusSearch(),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema, { reload: false });
        await h.run();
        h.expect(document.activeElement?.closest('[data-search]'), 'focus is not in the search bar');
      },
    },
  };
}

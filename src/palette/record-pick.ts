/**
 * Asking which rows a record command acts on when none are selected (Command.records): a
 * choice among the resource's rows named by their title field, the first page listed at once
 * and whatever is typed searched by title on the server.
 */
import { firstRows, type ResourceRow } from '../api/resource';
import { currentContext } from '../platform/context';
import type { AnyCommand, ArgSpec, ChoiceOption } from '../platform/types';
import { resourceByName } from '../schema';
import { masterFilter } from '../engine/controller';
import { titleFieldOf, type ResourceSchema } from '../schema/types';
import { noteTitles } from '../engine/record-names';
import { askInPalette } from './state';

/** Rows listed before anything is typed, and per search. */
const LISTED = 100;

/** The rows as options named by their titles, which the prompts of the command picked for name again (record-names.ts). */
function optionsOf(schema: ResourceSchema, rows: readonly ResourceRow[]): ChoiceOption[] {
  const title = titleFieldOf(schema).name;
  const options = rows.map((row) => ({ value: row.id, label: String(row[title] ?? row.id) }));
  noteTitles(schema.name, options.map(({ value, label }) => ({ id: value, title: label })));
  return options;
}

/** The choice of the command's rows (several when it acts on several). */
export function recordChoice(schema: ResourceSchema, several: boolean): Extract<ArgSpec, { kind: 'choice' }> {
  // A detail list's rows are those under its master row, as its screen lists them.
  const rowsFor = (filters: Record<string, string>) => firstRows(schema, { ...filters, ...masterFilter(schema) }, LISTED);
  return {
    kind: 'choice',
    multiple: several,
    label: several ? { zh: `要操作的${schema.title.zh}`, en: `${schema.title.en} to act on` } : { zh: `选择${schema.title.zh}`, en: `Which ${schema.title.en}` },
    options: async () => optionsOf(schema, await rowsFor({})),
    search: async (query) => optionsOf(schema, await rowsFor({ [titleFieldOf(schema).name]: query })),
  };
}

/** Asks in the palette for the command's rows; their ids, or null when cancelled. */
export async function pickRecords(command: AnyCommand): Promise<string[] | null> {
  const target = command.records!;
  const schema = resourceByName(target.resource);
  if (!schema) throw new Error(`Unknown resource: ${target.resource}`);
  const answer = await askInPalette({
    command, name: '', spec: recordChoice(schema, Boolean(target.several)), step: 1, steps: 1, source: 'palette', ctx: currentContext(), answered: [],
  });
  if (!answer || typeof answer.value !== 'string' || !answer.value) return null;
  return answer.value.split(',');
}

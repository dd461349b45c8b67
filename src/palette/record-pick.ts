/**
 * Asking which rows a record command acts on when none are selected (Command.records): a
 * choice among the resource's rows named by their title field, the first page listed at once
 * and whatever is typed searched by title on the server. Latin letters, which may be pinyin
 * (`chen` for 陈曦, `cx`), are matched against the same sample of rows as record search (#)
 * matches them, so a record found by its pinyin there is found in every prompt.
 */
import { firstRows, type ResourceRow } from '../api/resource';
import { currentContext } from '../platform/context';
import type { AnyCommand, ArgSpec, ChoiceOption } from '../platform/types';
import { resourceByName } from '../schema';
import { masterFilter } from '../engine/controller';
import { titleFieldOf, type ResourceSchema } from '../schema/types';
import { noteTitles } from '../engine/record-names';
import { normalizeQuery } from './rank';
import { maySpell, PINYIN_SAMPLE } from './record-search';
import { askInPalette } from './state';

/** Rows listed before anything is typed, and per search. */
const LISTED = 100;

/** The rows (once each) as options named by their titles, which the prompts of the command picked for name again (record-names.ts). */
function optionsOf(schema: ResourceSchema, rows: readonly ResourceRow[]): ChoiceOption[] {
  const title = titleFieldOf(schema).name;
  const options = [...new Map(rows.map((row) => [row.id, row])).values()].map((row) => ({ value: row.id, label: String(row[title] ?? row.id) }));
  noteTitles(schema.name, options.map(({ value, label }) => ({ id: value, title: label })));
  return options;
}

/** The choice of the command's rows (several when it acts on several). */
export function recordChoice(schema: ResourceSchema, several: boolean): Extract<ArgSpec, { kind: 'choice' }> {
  // A detail list's rows are those under its master row, as its screen lists them.
  const rowsFor = (filters: Record<string, string>, size = LISTED) => firstRows(schema, { ...filters, ...masterFilter(schema) }, size);
  let sample: Promise<ResourceRow[]> | undefined;
  // Fetched once per prompt, on its first latin query; a failed fetch is asked again by the next.
  const sampled = () => (sample ??= rowsFor({}, PINYIN_SAMPLE).catch(() => ((sample = undefined), [])));
  return {
    kind: 'choice',
    multiple: several,
    label: several ? { zh: `要操作的${schema.title.zh}`, en: `${schema.title.en} to act on` } : { zh: `选择${schema.title.zh}`, en: `Which ${schema.title.en}` },
    options: async () => optionsOf(schema, await rowsFor({})),
    // The prompt ranks what is answered by the query, pinyin included, so the sample's other rows are not listed.
    search: async (query) => {
      const [found, spelled] = await Promise.all([rowsFor({ [titleFieldOf(schema).name]: query }), maySpell(normalizeQuery(query)) ? sampled() : []]);
      return optionsOf(schema, [...found, ...spelled]);
    },
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

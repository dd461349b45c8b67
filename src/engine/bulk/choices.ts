/**
 * The choices of a screen's choice fields for its import: each with every name a cell may give
 * it (a static choice by its label in either language, a record by its name, any choice by its
 * key), and the labels in the user's language that the template lists. Dictionaries and small
 * lists are read whole; records and trees (too many to read whole) are found by the names the
 * sheet gives (named.ts), and the template lists the first page of them as examples.
 */
import type { Language } from '../../base/config';
import { session } from '../../core/session';
import type { Choice } from './cells';
import { importFields } from './columns';
import { namedChoices } from './named';
import { loadOptions } from '../options';
import { isRecordSource, searchRecords } from '../record-options';
import { isTreeSource } from '../tree-options';
import type { FieldDef, ResourceSchema } from '../../schema/types';

/** The texts a sheet's column gives each choice field, by field name (worker op `names`). */
export type SheetNames = Readonly<Record<string, readonly string[]>>;

export interface FieldChoices {
  choices: Record<string, Choice[]>;
  labels: Record<string, string[]>;
  /** Fields whose labels are examples (a first page of records), not every choice. */
  partial: string[];
}

const YES_NO: Choice[] = [{ value: '1', names: ['是', 'yes'] }, { value: '0', names: ['否', 'no'] }];

async function choicesOf(field: FieldDef, lang: Language, tenantId: string | undefined, named: SheetNames | undefined): Promise<{ choices: Choice[]; labels: string[]; partial?: boolean } | undefined> {
  const source = field.options;
  if (!source) return field.kind === 'switch' ? { choices: YES_NO, labels: YES_NO.map((c) => c.names[lang === 'zh' ? 0 : 1]!) } : undefined;
  if ('static' in source) {
    const names = source.static.map((option) => (typeof option.label === 'string' ? [option.label] : [option.label.zh, option.label.en]));
    return {
      choices: source.static.map((option, i) => ({ value: option.value, names: names[i]! })),
      labels: source.static.map((option) => (typeof option.label === 'string' ? option.label : option.label[lang])),
    };
  }
  if (isRecordSource(source) || isTreeSource(source)) {
    if (named) {
      const choices = await namedChoices(source, named[field.name] ?? [], tenantId);
      return { choices, labels: choices.map((choice) => choice.names[0]!) };
    }
    const examples = await searchRecords(isTreeSource(source) ? source.search : source, '', tenantId);
    return { choices: [], labels: examples.map((option) => option.label), partial: true };
  }
  const items = await loadOptions(source);
  return { choices: items.map((item) => ({ value: item.value, names: [item.label] })), labels: items.map((item) => item.label) };
}

/**
 * The choices of every import field that has them, by field name: of records and trees, those
 * `named` gives (a sheet's), or without it the template's examples. A school's rows are matched
 * against the caller's school's records (the platform administrator's lists hold every school's).
 */
export async function fieldChoices(schema: ResourceSchema, lang: Language, named?: SheetNames): Promise<FieldChoices> {
  const result: FieldChoices = { choices: {}, labels: {}, partial: [] };
  const tenantId = schema.scope === 'tenant' ? session.userInfo?.tenant_id : undefined;
  await Promise.all(importFields(schema).map(async (field) => {
    const found = await choicesOf(field, lang, tenantId, named);
    if (!found) return;
    result.choices[field.name] = found.choices;
    result.labels[field.name] = found.labels;
    if (found.partial) result.partial.push(field.name);
  }));
  return result;
}

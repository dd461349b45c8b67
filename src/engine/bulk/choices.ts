/**
 * The choices of a screen's choice fields for its import and bulk edit: each with every name a
 * cell may give it (a static choice by its label in either language, a record by its name, any
 * choice by its key), and the labels in the user's language that the template lists.
 */
import type { Language } from '../../base/config';
import type { Choice } from './cells';
import { importFields } from './columns';
import { loadOptions } from '../options';
import type { FieldDef, ResourceSchema } from '../../schema/types';

export interface FieldChoices {
  choices: Record<string, Choice[]>;
  labels: Record<string, string[]>;
}

const YES_NO: Choice[] = [{ value: '1', names: ['是', 'yes'] }, { value: '0', names: ['否', 'no'] }];

async function choicesOf(field: FieldDef, lang: Language): Promise<{ choices: Choice[]; labels: string[] } | undefined> {
  const source = field.options;
  if (!source) return field.kind === 'switch' ? { choices: YES_NO, labels: YES_NO.map((c) => c.names[lang === 'zh' ? 0 : 1]!) } : undefined;
  if ('static' in source) {
    const names = source.static.map((option) => (typeof option.label === 'string' ? [option.label] : [option.label.zh, option.label.en]));
    return {
      choices: source.static.map((option, i) => ({ value: option.value, names: names[i]! })),
      labels: source.static.map((option) => (typeof option.label === 'string' ? option.label : option.label[lang])),
    };
  }
  const items = await loadOptions(source);
  return { choices: items.map((item) => ({ value: item.value, names: [item.label] })), labels: items.map((item) => item.label) };
}

/** The choices of every import field that has them, by field name. */
export async function fieldChoices(schema: ResourceSchema, lang: Language): Promise<FieldChoices> {
  const result: FieldChoices = { choices: {}, labels: {} };
  await Promise.all(importFields(schema).map(async (field) => {
    const found = await choicesOf(field, lang);
    if (!found) return;
    result.choices[field.name] = found.choices;
    result.labels[field.name] = found.labels;
  }));
  return result;
}

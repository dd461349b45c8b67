import rosetta from 'rosetta';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { config, type Language } from '../base/config';
import { readStored, writeStored } from '../base/local-data';

/** A message table: nested keys, string leaves; `{{name}}` marks a parameter. */
export interface Messages { [key: string]: string | Messages }
/**
 * One message by count, as Intl.PluralRules names the forms: a table whose keys are plural
 * forms, `other` always among them. Chinese needs `other` only; English adds `one`.
 */
export type PluralForms = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>;
/**
 * The English table must have exactly the keys of the Chinese one, except that a plural table
 * (one with `other`) holds whichever forms the language has.
 */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends { other: string } ? PluralForms : SameKeys<T[K]> };

const tables = rosetta<Messages>();

/** The BCP 47 locale each language is written in: `<html lang>`, React Aria and plural rules. */
export const locales: Record<Language, string> = { zh: 'zh-CN', en: 'en-US' };

const stored = readStored<string>('language', config.defaultLanguage);

export const language = proxy<{ current: Language }>({
  current: (config.languages as readonly string[]).includes(stored) ? (stored as Language) : config.defaultLanguage,
});
subscribe(language, () => writeStored('language', language.current));

/** `<html lang>` names the language shown, so screen readers, fonts and hyphenation follow it. */
function markDocumentLanguage(): void {
  const root = globalThis.document?.documentElement;
  if (root) root.lang = locales[language.current];
}
markDocumentLanguage();
// In sync: the page's language changes with the words, not a tick later.
subscribe(language, markDocumentLanguage, true);

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(lang: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(locales[lang])));
  return rules.select(count);
}

/**
 * Registers one area's messages under its own top-level namespace (rosetta merges tables
 * shallowly, so two areas must never share a namespace). Returns the zh table for typing.
 */
export function defineMessages<T extends Messages>(messages: { zh: T; en: SameKeys<T> }): T {
  tables.set('zh', messages.zh);
  tables.set('en', messages.en as Messages);
  return messages.zh;
}

/**
 * Translates a key in the current language; an unknown key reads as itself, so it shows up. A
 * numeric `count` parameter picks the form of a plural table (see PluralForms).
 */
export function t(key: string, params?: Record<string, unknown>): string {
  return tIn(language.current, key, params);
}

/**
 * Translates a key in the given language: for text kept now and shown later, in whichever
 * language is current then (an undo step's title, named when the command ran).
 */
export function tIn(lang: Language, key: string, params?: Record<string, unknown>): string {
  const values = params ?? {};
  if (typeof values.count === 'number') {
    const form = tables.t(`${key}.${pluralForm(lang, values.count)}`, values, lang) || tables.t(`${key}.other`, values, lang);
    if (form) return form;
  }
  return tables.t(key, values, lang) || key;
}

export function setLanguage(next: Language): void {
  language.current = next;
}

/** Re-renders the caller when the language changes. */
export function useT(): typeof t {
  useSnapshot(language);
  return t;
}

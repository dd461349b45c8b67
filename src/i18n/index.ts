import rosetta from 'rosetta';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { config, type Language } from '../config';
import { readStored, writeStored } from '../core/storage';

/** A message table: nested keys, string leaves; `{{name}}` marks a parameter. */
export interface Messages { [key: string]: string | Messages }
/** The English table must have exactly the keys of the Chinese one. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

const tables = rosetta<Messages>();
const stored = readStored<string>('language', config.defaultLanguage);

export const language = proxy<{ current: Language }>({
  current: (config.languages as readonly string[]).includes(stored) ? (stored as Language) : config.defaultLanguage,
});
subscribe(language, () => writeStored('language', language.current));

/**
 * Registers one area's messages under its own top-level namespace (rosetta merges tables
 * shallowly, so two areas must never share a namespace). Returns the zh table for typing.
 */
export function defineMessages<T extends Messages>(messages: { zh: T; en: SameKeys<T> }): T {
  tables.set('zh', messages.zh);
  tables.set('en', messages.en as Messages);
  return messages.zh;
}

/** Translates a key in the current language; an unknown key reads as itself, so it shows up. */
export function t(key: string, params?: Record<string, unknown>): string {
  return tIn(language.current, key, params);
}

/**
 * Translates a key in the given language: for text kept now and shown later, in whichever
 * language is current then (an undo step's title, named when the command ran).
 */
export function tIn(lang: Language, key: string, params?: Record<string, unknown>): string {
  return tables.t(key, params ?? {}, lang) || key;
}

export function setLanguage(next: Language): void {
  language.current = next;
}

/** Re-renders the caller when the language changes. */
export function useT(): typeof t {
  useSnapshot(language);
  return t;
}

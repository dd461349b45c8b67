import { config } from './config';

/** localStorage under the site key prefix, JSON-encoded; a broken value reads as missing. */
const keyOf = (name: string) => `${config.keyPrefix}-${name}`;

export function readStored<T>(name: string, fallback: T): T {
  const raw = globalThis.localStorage?.getItem(keyOf(name));
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(name: string, value: unknown): void {
  if (value === undefined) globalThis.localStorage?.removeItem(keyOf(name));
  else globalThis.localStorage?.setItem(keyOf(name), JSON.stringify(value));
}

/** The names stored under the site key prefix that start with `start`. */
export function storedNames(start: string): string[] {
  const store = globalThis.localStorage;
  if (!store) return [];
  const head = keyOf(start);
  const names: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(head)) names.push(key.slice(keyOf('').length));
  }
  return names;
}

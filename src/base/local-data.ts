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

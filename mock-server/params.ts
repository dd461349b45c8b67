import { db } from './db';

/** A value of the param table (blade_param), by key. */
export function paramValue(key: string): string | undefined {
  return db.rows('param').find((p) => p.paramKey === key && p.isDeleted === 0)?.paramValue;
}

import type { UserInfo } from '../core/session';
import { readStored, writeStored } from '../base/local-data';

/** How often and how lately each command ran from the palette, per user. */
export type FrecencyTable = Record<string, { count: number; last: number }>;

type Who = Pick<UserInfo, 'tenant_id' | 'account'> | null | undefined;

const DAY = 24 * 60 * 60 * 1000;
/** A use counts half as much after a week: recent habits beat old ones. */
const HALF_LIFE = 7 * DAY;
/** Bounds what one user keeps in localStorage. */
const KEEP = 300;

/** One table per tenant and account, so people sharing a browser do not mix habits. */
export function frecencyKey(user: Who): string {
  return user ? `palette-frecency-${user.tenant_id}-${user.account}` : 'palette-frecency-anonymous';
}

export function readFrecency(user: Who): FrecencyTable {
  const table = readStored<unknown>(frecencyKey(user), {});
  return table && typeof table === 'object' ? (table as FrecencyTable) : {};
}

export function frecencyScore(use: { count: number; last: number } | undefined, now: number): number {
  if (!use) return 0;
  return use.count * 0.5 ** (Math.max(0, now - use.last) / HALF_LIFE);
}

/** Scores by id at `now`; ids never run score 0. */
export function frecencyScores(user: Who, now = Date.now()): Map<string, number> {
  const table = readFrecency(user);
  return new Map(Object.entries(table).map(([id, use]) => [id, frecencyScore(use, now)]));
}

export function recordUse(user: Who, id: string, now = Date.now()): void {
  const table = readFrecency(user);
  const use = table[id];
  table[id] = { count: (use?.count ?? 0) + 1, last: now };
  const ids = Object.keys(table);
  if (ids.length > KEEP) {
    ids.sort((a, b) => frecencyScore(table[b], now) - frecencyScore(table[a], now));
    for (const gone of ids.slice(KEEP)) delete table[gone];
  }
  writeStored(frecencyKey(user), table);
}

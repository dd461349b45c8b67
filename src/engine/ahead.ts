/**
 * Answers fetched ahead of the screen that shows them (a menu waits for them before it opens the
 * screen: src/core/arrival.ts): put into SWR's cache, so the screen's first render has them, and
 * lent to the screen's hooks, so their mount does not ask again. A hook that mounts while the
 * call is under way waits for that same call.
 */
import { mutate, unstable_serialize } from 'swr';

const underWay = new Map<string, Promise<unknown>>();
const fetchedAt = new Map<string, number>();
// As long as SWR's own deduping of a repeated request.
const FRESH_MS = 2000;

/** Fetches the answer of `key` into the cache. */
export async function fetchAhead(key: readonly unknown[], load: () => Promise<unknown>): Promise<void> {
  const id = unstable_serialize(key);
  const answer = load();
  underWay.set(id, answer);
  try {
    await mutate(key, await answer, { revalidate: false });
    const now = Date.now();
    // Only answers fresher than FRESH_MS count, so older times go: the map stays as small as a few
    // screens' calls instead of growing with every page and search ever fetched ahead.
    for (const [other, at] of fetchedAt) if (now - at >= FRESH_MS) fetchedAt.delete(other);
    fetchedAt.set(id, now);
  } finally {
    if (underWay.get(id) === answer) underWay.delete(id);
  }
}

/**
 * What a hook of `key` passes to useSWR: its fetcher (the call made ahead, while it is under way)
 * and whether its mount asks (not when the answer was just fetched ahead).
 */
export function aheadOf<T>(key: readonly unknown[] | null, load: () => Promise<T>): { fetcher: () => Promise<T>; revalidateOnMount: boolean } {
  const id = key && unstable_serialize(key);
  const fresh = id !== null && !underWay.has(id) && Date.now() - (fetchedAt.get(id) ?? -Infinity) < FRESH_MS;
  return { fetcher: () => ((id !== null && underWay.get(id)) as Promise<T> | undefined) ?? load(), revalidateOnMount: !fresh };
}

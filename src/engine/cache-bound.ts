/**
 * SWR's cache keeps one answer per key asked (a page, a search, an option list) for as long as
 * the page lives, so it grew with every distinct page and search a user visited. This
 * middleware keeps it to a number of answers: past it, the answers no mounted hook shows are
 * dropped, least recently shown first, and a hook that asks for one again fetches it afresh, as
 * on a first visit. A kept-alive pane stays mounted, so what it shows is never dropped.
 */
import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware } from 'swr';

/** How many hooks show each key now. */
const shown = new Map<string, number>();

function dropBeyond(cache: Cache, limit: number): void {
  let excess = [...cache.keys()].length - limit;
  // A Map-backed cache lists keys in insertion order: the least recently shown come first.
  for (const key of cache.keys()) {
    if (excess <= 0) return;
    if (shown.has(key)) continue;
    cache.delete(key);
    excess -= 1;
  }
}

/** Keeps the cache to `limit` answers, never dropping one a mounted hook shows. */
export function boundedCache(limit: number): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const { cache } = useSWRConfig();
    const id = unstable_serialize(key);
    useEffect(() => {
      if (!id) return;
      shown.set(id, (shown.get(id) ?? 0) + 1);
      return () => {
        const left = (shown.get(id) ?? 1) - 1;
        if (left > 0) {
          shown.set(id, left);
          return;
        }
        shown.delete(id);
        // Written again, the answer moves behind every other: the most recently shown.
        const answer = cache.get(id);
        if (answer !== undefined) {
          cache.delete(id);
          cache.set(id, answer);
        }
        // After the whole commit: a hook mounted in the same commit (a screen opened as another
        // closed) counts as showing its answer only once its own effect has run.
        queueMicrotask(() => dropBeyond(cache, limit));
      };
    }, [id, cache]);
    return useSWRNext(key, fetcher, config);
  };
}

/**
 * Server calls for many items (the names a sheet gives, the keys of its rows, the rows a bulk edit
 * reads by id) a few at a time: hundreds of them neither wait for each call in turn nor crowd the
 * server.
 */

/** Calls under way at once. */
const AT_ONCE = 4;

/** Runs `work` for each item, AT_ONCE at a time; resolves when every one is done. */
export async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, lane));
}

/**
 * The answers of `work` for the items, AT_ONCE items at a time: each batch once all of it is
 * done, in the items' order, before the next one starts. A caller that handles a batch before
 * asking for the next holds no more than one.
 */
export async function* inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): AsyncGenerator<R[]> {
  for (let i = 0; i < items.length; i += AT_ONCE) yield await Promise.all(items.slice(i, i + AT_ONCE).map(work));
}

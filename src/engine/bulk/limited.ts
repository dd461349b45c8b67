/**
 * Server calls for many items (the names a sheet gives, the keys of its rows) a few at a time:
 * a sheet naming hundreds of records neither waits for each call in turn nor crowds the server.
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

/** What the tests of mock-server/tables.ts share: a table without listeners, and a repeatable random stream. */
import type { TableEvents } from '../../mock-server/tables';

export const quiet: TableEvents = { changing: () => {} };

/** A deterministic random stream (a linear congruential generator). */
export function randomStream(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % below;
  };
}

/**
 * A full garbage collection when the standalone host has been idle a moment after work that left
 * garbage in the old generation (a burst of calls, the district's tables made ahead: each step of
 * the making counts as work, so no collection comes while they are being made).
 *
 * With the district's 0.8 GiB of rows alive, V8 lets the old generation grow by hundreds of MiB
 * of garbage before its next full collection (it sizes the next limit from the live heap), and
 * nothing collects it while the server waits for calls: its RSS stayed 180–310 MiB above what it
 * keeps, through 20 s of idleness (docs/performance.md). A collection at the first idle moment
 * once the old generation holds GARBAGE_BYTES more than after the last one brings the RSS back to
 * about what the rows take: the pages it frees are handed back to the system as they are swept,
 * within seconds. A call that comes during it waits for it (a second or so on the district, on a
 * busy machine more), so it waits for a pause in which nobody is using the server: ten seconds
 * without a call, longer than the gaps between the calls of someone at work in the console (a
 * collection that came two seconds after each screen's calls made the next screen wait). On the
 * demo's small heap a burst seldom leaves that much garbage.
 */
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long no work must have come before the collection. */
export const IDLE_MS = 10_000;
/** How much the old generation must have grown since the last collection for an idle moment to collect it. */
export const GARBAGE_BYTES = 32 * 2 ** 20;

export interface IdleCollector {
  /** Work was done (a call answered): the collection waits for IDLE_MS without more. */
  worked(): void;
}

interface Options {
  /** A full collection; V8's `gc`, exposed for this process, by default. */
  collect?: () => void;
  /** Bytes used outside the young generation (what a scavenge does not collect). */
  oldBytes?: () => number;
}

export function collectWhenIdle({ collect = fullCollection(), oldBytes = oldGenerationBytes }: Options = {}): IdleCollector {
  let kept = oldBytes();
  let timer: NodeJS.Timeout | undefined;
  const idle = () => {
    if (oldBytes() - kept < GARBAGE_BYTES) return;
    collect();
    kept = oldBytes();
  };
  return {
    worked() {
      if (timer) timer.refresh();
      else {
        timer = setTimeout(idle, IDLE_MS);
        // An idle timer never keeps the process alive.
        timer.unref();
      }
    },
  };
}

/** V8's full collection: its `gc` function, exposed to this process once. */
function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function oldGenerationBytes(): number {
  return getHeapSpaceStatistics().reduce((sum, space) => (space.space_name === 'new_space' ? sum : sum + space.space_used_size), 0);
}

/**
 * A full garbage collection when the standalone host has been idle a while after work that left
 * garbage in the old generation (a burst of calls, the district's tables made ahead: each step of
 * the making counts as work, so no collection comes while they are being made).
 *
 * With the district's 0.8 GiB of rows alive, V8 lets the old generation grow by hundreds of MiB
 * of garbage before its next full collection (it sizes the next limit from the live heap), and
 * nothing collects it while the server waits for calls: its RSS stayed 180–310 MiB above what it
 * keeps, through 20 s of idleness (docs/performance.md). The collection is V8's low-memory one
 * (the inspector's HeapProfiler.collectGarbage, asked in this process): it also hands the freed
 * pages back to the system at once, where V8's plain `gc()` keeps a pool of them, so the RSS a
 * user reads after it is what the rows take (measured on the district: 885 MiB at once, against
 * 1,000–1,100 MiB after `gc()`, the pool's size varying with the calls before it). A call that
 * comes during it waits for it (about 3 s on the district, against 1.5 s for `gc()`), so it waits
 * for a pause in which nobody is using the server: ten seconds without a call, longer than the
 * gaps between the calls of someone at work in the console. It runs when the process holds
 * GARBAGE_BYTES more than after the last collection (its RSS): garbage not collected yet, or
 * pages V8 collected but keeps (on the demo's small heap V8 collects often by itself, yet a burst
 * left the RSS 80 MiB up).
 */
import { Session } from 'node:inspector';

/** How long no work must have come before the collection. */
export const IDLE_MS = 10_000;
/** How much more the process must hold than after the last collection for an idle moment to collect it. */
export const GARBAGE_BYTES = 32 * 2 ** 20;

export interface IdleCollector {
  /** Work was done (a call answered): the collection waits for IDLE_MS without more. */
  worked(): void;
}

interface Options {
  /** A full collection, resolved once done; V8's low-memory collection by default. */
  collect?: () => Promise<void>;
  /** The bytes the process holds (its RSS). */
  heldBytes?: () => number;
}

export function collectWhenIdle({ collect = lowMemoryCollection(), heldBytes = () => process.memoryUsage.rss() }: Options = {}): IdleCollector {
  let kept = heldBytes();
  let timer: NodeJS.Timeout | undefined;
  const idle = async () => {
    if (heldBytes() - kept < GARBAGE_BYTES) return;
    await collect();
    kept = heldBytes();
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

/** V8's low-memory collection, asked through an inspector session of this process (opened once). */
function lowMemoryCollection(): () => Promise<void> {
  let session: Session | undefined;
  return () => {
    if (!session) {
      session = new Session();
      session.connect();
    }
    const open = session;
    return new Promise((resolve) => open.post('HeapProfiler.collectGarbage', () => resolve()));
  };
}

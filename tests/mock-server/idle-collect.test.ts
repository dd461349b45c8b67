/** The standalone host's collection of garbage once idle (idle-collect.ts), on a clock the test moves. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, GARBAGE_BYTES, IDLE_MS } from '../../mock-server/idle-collect';

describe('the collection when idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once calls stop for a moment after a burst that left garbage, and not again without more', async () => {
    let old = 100 * 2 ** 20;
    const collect = vi.fn(async () => {
      old = 100 * 2 ** 20;
    });
    const idle = collectWhenIdle({ collect, heldBytes: () => old });
    // A burst: each call puts the collection off.
    for (let call = 0; call < 10; call++) {
      idle.worked();
      old += GARBAGE_BYTES / 4;
      await vi.advanceTimersByTimeAsync(IDLE_MS / 2);
    }
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    // A call that leaves little garbage: the next idle moment collects nothing.
    idle.worked();
    old += GARBAGE_BYTES / 2;
    await vi.advanceTimersByTimeAsync(2 * IDLE_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    // More garbage since the last collection: the next idle moment collects it.
    idle.worked();
    old += GARBAGE_BYTES;
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    expect(collect).toHaveBeenCalledTimes(2);
  });
});

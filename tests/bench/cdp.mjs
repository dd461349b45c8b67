// Chromium's DevTools protocol for the benchmarks: the CPU throttle (`npm run bench` runs the
// screens, table and palette benchmarks a second time at ctx.cpuRate) and the JS heap after a
// forced garbage collection.

/** Slows the page's CPU by ctx.cpuRate (1: not at all). Call before the page does what is measured. */
export async function throttle(page, ctx) {
  const rate = ctx?.cpuRate ?? 1;
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The page's JS heap in bytes once everything unreachable has been collected. */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: objects with finalizers or weak callbacks are freed by the collection after the one that finds them.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

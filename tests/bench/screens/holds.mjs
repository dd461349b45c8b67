// What holds a screen between Enter and its first rows, from the page's own timeline: the code it
// fetched (chunks and styles), its API calls (with the browser mock they are answered inside the
// page, so their time includes the mock's work on the main thread) and how many rounds of calls
// ran one after another, and the main thread's long tasks (rendering, the mock, parsing code).

/** Starts recording long tasks in the page; call once after it has loaded. */
export function watchLongTasks() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask' });
}

/**
 * Forgets what earlier screens recorded, and records when the page gets the next key (the Enter
 * that opens a screen), not when the bench sent it. Runs in the page just before Enter.
 */
export function resetTimeline() {
  performance.clearResourceTimings();
  window.__benchShownAt = undefined;
  window.__benchKeyAt = undefined;
  window.addEventListener('keydown', (event) => { window.__benchKeyAt = event.timeStamp; }, { capture: true, once: true });
  window.__benchLongTasks.length = 0;
}

/** The resources and long tasks from the key to the frame the screen was first seen shown in. Runs in the page once it is. */
export function readTimeline() {
  const from = window.__benchKeyAt;
  const to = window.__benchShownAt;
  const resources = performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= from && entry.startTime < to)
    .map((entry) => ({ api: new URL(entry.name).pathname.startsWith('/api/'), name: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd || entry.startTime + entry.duration }));
  const long = window.__benchLongTasks.filter((task) => task.end > from && task.start < to);
  return { from, to, resources, long };
}

/** The longest main-thread task since `from`, in ms (0: none over 50 ms). Runs in the page. */
export function longestTask(from) {
  return Math.max(0, ...window.__benchLongTasks.filter((task) => task.end > from).map((task) => task.end - Math.max(task.start, from)));
}

/** Milliseconds covered by a set of intervals, each cut to [from, to]. */
function covered(intervals, from, to) {
  const cut = intervals.map(({ start, end }) => [Math.max(start, from), Math.min(end, to)]).filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [s, e] of cut) {
    if (e <= reach) continue;
    total += e - Math.max(s, reach);
    reach = e;
  }
  return total;
}

/** Rounds of calls: the longest chain of calls each started after the one before it had ended. */
function rounds(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth = sorted.map(() => 1);
  sorted.forEach((call, i) => {
    for (let j = 0; j < i; j++) if (sorted[j].end <= call.start) depth[i] = Math.max(depth[i], depth[j] + 1);
  });
  return Math.max(...depth);
}

/** One line saying where a screen's time went. */
export function describeHolds({ from, to, resources, long }) {
  const code = resources.filter((r) => !r.api);
  const calls = resources.filter((r) => r.api);
  const parts = [];
  if (code.length) parts.push(`code ${code.length} file${code.length > 1 ? 's' : ''} ${covered(code, from, to).toFixed(0)} ms`);
  if (calls.length) {
    const names = [...new Set(calls.map((c) => c.name.replace(/^\/api\//, '')))];
    const chain = rounds(calls);
    parts.push(`${calls.length} call${calls.length > 1 ? 's' : ''} in ${chain} round${chain > 1 ? 's' : ''} ${covered(calls, from, to).toFixed(0)} ms (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})`);
  }
  parts.push(`long tasks ${covered(long, from, to).toFixed(0)} ms`);
  return parts.join('; ');
}

// The console at a district's size: every menu screen on the standalone mock's demo seed and on
// its district seed (MOCK_SEED=district, mock-server/seed/district.ts) in one run, one browser,
// the same build. Both consoles are logged in side by side and each screen is opened on one seed
// right after the other, the first seed alternating from screen to screen and round to round, so
// the machine's load and the browser's age weigh on both seeds alike (one seed's pass after the
// other's made the second pass up to 1.9x slower on the same data). SCALE_ROUNDS rounds (6 by
// default; an even number, so each seed opens every screen first in half of them), each in fresh
// contexts, so every screen's first open, its code not yet loaded, is what is measured. A screen's
// ratio is the median of its rounds' ratios, each the district's time over the demo's in that
// round, seconds apart: a round slower on both seeds leaves its ratio as it is.
//
// Per menu screen it prints the ratio district/demo of the time from Enter to first rows, with
// both times, the data rows each drew (a demo page often has fewer rows than a district's, and
// each drawn row costs its render), both screens' code bytes and both longest main-thread tasks
// (from Enter until SETTLE_MS after the first rows, so a choice or tree that loads after the rows
// is counted); then
// the heap after closing every tab and the most code one screen loaded on each seed, and each
// seed's mock's CPU time over the rounds: a mock busy with its own work (V8's memory reducer once,
// mock-server/standalone.ts) takes a core from the browser while the screens are measured.
//
// SCALE_AGAINST=demo measures the demo against itself, two consoles on one mock: the spread of
// those ratios is the bench's own noise, what a ratio of the district must be read against.
//
// Targets: every screen within 1.25x of its demo time, no task over 200 ms, the heap after
// closing every tab within 2 MiB of the demo's, no screen over 50 KiB of code.
// `npm run bench scale-console`.
import { heapAfterGc } from './cdp.mjs';
import { closeAllTabs, menuLeaves, openConsole, openScreen } from './screens.mjs';
import { cpuMs } from './standalone-mock.mjs';

export const title = 'every menu screen on the demo seed and on the district seed, side by side (district/demo)';

const RATIO = 1.25;
const LONG_TASK_MS = 200;
const HEAP_GROWTH_MIB = 2;
const SCREEN_KIB = 50;
const SETTLE_MS = Number(process.env.SCALE_SETTLE_MS ?? 1000);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 6);
/** Only the screens of these names, comma-separated (all by default). */
const ONLY = process.env.SCALE_SCREENS?.split(',').map((name) => name.trim()).filter(Boolean);
const KiB = 1024;
const MiB = 1024 * 1024;

/** The seed measured, the district unless SCALE_AGAINST names another, beside the demo. */
const AGAINST = process.env.SCALE_AGAINST ?? 'district';
/** The two consoles, by what they stand for: keys of their figures, not seeds (both may be the demo). */
const SEEDS = ['demo', 'district'];
const seedOf = (role) => (role === 'demo' ? 'demo' : AGAINST);

/** One round: both consoles logged in, every screen opened on both seeds in turn, then every tab closed; per seed the screens by path and the heap. */
async function round(ctx, served, menus, index) {
  const sessions = {};
  for (const seed of SEEDS) sessions[seed] = await openConsole(ctx, served[seed].url);
  try {
    const screens = { demo: new Map(), district: new Map() };
    for (const [i, menu] of menus.entries()) {
      const order = (i + index) % 2 ? [...SEEDS].reverse() : SEEDS;
      for (const seed of order) screens[seed].set(menu.path, await openScreen(sessions[seed].page, served[seed].stats, menu, SETTLE_MS));
    }
    const heap = {};
    for (const seed of SEEDS) {
      await closeAllTabs(sessions[seed].page);
      heap[seed] = await heapAfterGc(sessions[seed].page);
    }
    return { screens, heap };
  } finally {
    for (const seed of SEEDS) await sessions[seed].context.close();
  }
}

export async function run(ctx) {
  const served = {};
  for (const seed of SEEDS) served[seed] = await ctx.serveOnStandaloneMock(seedOf(seed));
  const menus = menuLeaves(ctx.root).filter((menu) => !ONLY?.length || ONLY.includes(menu.name));
  const rounds = [];
  const cpuBefore = Object.fromEntries(SEEDS.map((seed) => [seed, cpuMs(served[seed].pid)]));
  for (let index = 0; index < ROUNDS; index++) {
    console.log(`  round ${index + 1} of ${ROUNDS}: opening every menu screen on both seeds…`);
    rounds.push(await round(ctx, served, menus, index));
  }
  const cpu = Object.fromEntries(SEEDS.map((seed) => [seed, (cpuMs(served[seed].pid) - cpuBefore[seed]) / 1000]));
  const median = (values) => ctx.median(values.filter(Number.isFinite));
  /** A screen's figures on a seed over the rounds: medians, the longest task's worst too. */
  const over = (seed, path) => {
    const shown = rounds.map((r) => r.screens[seed].get(path));
    const longest = shown.map((s) => s.longest);
    const each = shown.map((s) => s.ms);
    return { ms: median(each), each, bytes: shown[0].bytes, longest: median(longest), worst: Math.max(...longest.filter(Number.isFinite)), drawn: shown[0].drawn, state: shown.map((s) => s.state).join('/'), holds: shown.at(-1).holds };
  };
  const rows = [];
  const screens = { demo: [], district: [] };
  for (const menu of menus) {
    const [before, after] = SEEDS.map((seed) => over(seed, menu.path));
    if ([before, after].some((s) => s.state.includes('unbuilt'))) continue;
    screens.demo.push(before);
    screens.district.push(after);
    rows.push({
      metric: `${menu.name} ${menu.path}`,
      unit: 'x',
      value: median(after.each.map((ms, i) => ms / before.each[i])),
      target: RATIO,
      note: [
        `${before.ms.toFixed(0)} → ${after.ms.toFixed(0)} ms`,
        `rows drawn ${before.drawn} / ${after.drawn}`,
        `code ${(before.bytes / KiB).toFixed(1)} / ${(after.bytes / KiB).toFixed(1)} KiB`,
        `longest task ${before.longest.toFixed(0)} / ${after.longest.toFixed(0)} ms (worst round ${before.worst.toFixed(0)} / ${after.worst.toFixed(0)})${after.longest > LONG_TASK_MS ? ' LONG' : ''}`,
        after.state === before.state ? '' : `${before.state} / ${after.state}`,
        `demo: ${before.holds ?? ''}`,
        `district: ${after.holds ?? ''}`,
      ].filter(Boolean).join('; '),
    });
  }
  const ratios = rows.map((row) => row.value).filter(Number.isFinite);
  const heaviest = (shown) => Math.max(...shown.map((s) => s.bytes)) / KiB;
  const times = (shown) => shown.map((s) => s.ms).filter(Number.isFinite);
  const heap = Object.fromEntries(SEEDS.map((seed) => [seed, median(rounds.map((r) => r.heap[seed]))]));
  const long = (seed) => screens[seed].filter((s) => s.longest > LONG_TASK_MS).length;
  return [
    ...rows,
    { metric: 'screens on both seeds', unit: '', value: rows.length, note: `${ROUNDS} rounds; per screen the median of its rounds' ratios; the ${AGAINST} seed against the demo` },
    { metric: `screens over ${RATIO}x`, unit: '', value: ratios.filter((ratio) => ratio > RATIO).length, target: 0, note: `${rows.filter((row, i) => row.value > RATIO && screens.district[i].drawn > screens.demo[i].drawn).length} of them draw more rows on the district` },
    { metric: `screens with a task over ${LONG_TASK_MS} ms (district, median of rounds)`, unit: '', value: long('district'), target: 0, note: `demo: ${long('demo')}` },
    { metric: 'first rows, median of screens, district/demo', unit: 'x', value: ctx.median(times(screens.district)) / ctx.median(times(screens.demo)), target: RATIO, note: `${ctx.median(times(screens.demo)).toFixed(0)} → ${ctx.median(times(screens.district)).toFixed(0)} ms` },
    { metric: 'ratio, median of screens', unit: 'x', value: ctx.median(ratios), target: RATIO },
    { metric: 'JS heap after closing every tab, district − demo', unit: 'MiB', value: (heap.district - heap.demo) / MiB, target: HEAP_GROWTH_MIB, note: `${(heap.demo / MiB).toFixed(1)} → ${(heap.district / MiB).toFixed(1)} MiB after forced GC, median of rounds` },
    { metric: `CPU time of the ${AGAINST} seed's mock over the rounds`, unit: 's', value: cpu.district, note: `the demo's mock: ${cpu.demo.toFixed(1)} s` },
    { metric: 'most code one screen loaded (gzip), district', unit: 'KiB', value: heaviest(screens.district), target: SCREEN_KIB, note: `demo ${heaviest(screens.demo).toFixed(1)} KiB` },
  ];
}

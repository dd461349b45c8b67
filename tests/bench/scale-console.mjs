// The console at a district's size: the screens benchmark (screens.mjs) on the standalone mock's
// demo seed and on its district seed (MOCK_SEED=district, mock-server/seed/district.ts) in one
// run, one browser, the same build. Per menu screen it prints the ratio district/demo of the time
// from Enter to first rows, with both times, both screens' code bytes and both longest main-thread
// tasks (from Enter until SETTLE_MS after the first rows, so a choice or tree that loads after
// the rows is counted); then the heap after closing every tab and the most code one screen loaded
// on each seed.
//
// Targets: every screen within 1.25x of its demo time, no task over 200 ms, the heap after
// closing every tab within 2 MiB of the demo's, no screen over 50 KiB of code.
// `npm run bench scale-console`.
import { measureScreens } from './screens.mjs';

export const title = 'every menu screen on the demo seed and on the district seed, side by side (district/demo)';

const RATIO = 1.25;
const LONG_TASK_MS = 200;
const HEAP_GROWTH_MIB = 2;
const SCREEN_KIB = 50;
const SETTLE_MS = Number(process.env.SCALE_SETTLE_MS ?? 1000);
const KiB = 1024;
const MiB = 1024 * 1024;

const SEEDS = ['demo', 'district'];

export async function run(ctx) {
  const measured = {};
  // One seed at a time: the district's mock would take the CPU from the demo's screens.
  for (const seed of SEEDS) {
    console.log(`  ${seed}: opening every menu screen…`);
    measured[seed] = await measureScreens(ctx, await ctx.serveOnStandaloneMock(seed), { settle: SETTLE_MS });
  }
  const { demo, district } = measured;
  const onDistrict = new Map(district.screens.map((shown) => [shown.menu.path, shown]));
  const rows = [];
  for (const before of demo.screens) {
    const after = onDistrict.get(before.menu.path);
    if (!after) continue;
    const longest = Math.max(before.longest, after.longest);
    rows.push({
      metric: `${before.menu.name} ${before.menu.path}`,
      unit: 'x',
      value: after.ms / before.ms,
      target: RATIO,
      note: [
        `${before.ms.toFixed(0)} → ${after.ms.toFixed(0)} ms`,
        `code ${(before.bytes / KiB).toFixed(1)} / ${(after.bytes / KiB).toFixed(1)} KiB`,
        `longest task ${before.longest.toFixed(0)} / ${after.longest.toFixed(0)} ms${longest > LONG_TASK_MS ? ' LONG' : ''}`,
        after.state === before.state ? '' : `${before.state} / ${after.state}`,
        `district: ${after.holds ?? ''}`,
      ].filter(Boolean).join('; '),
    });
  }
  const missing = demo.screens.filter((shown) => !onDistrict.has(shown.menu.path)).map((shown) => shown.menu.name);
  const ratios = rows.map((row) => row.value).filter(Number.isFinite);
  const heaviest = (screens) => Math.max(...screens.map((shown) => shown.bytes)) / KiB;
  const times = (screens) => screens.map((shown) => shown.ms).filter(Number.isFinite);
  const growth = (district.heap.closed - demo.heap.closed) / MiB;
  return [
    ...rows,
    { metric: 'screens on both seeds', unit: '', value: rows.length, note: missing.length ? `not shown on the district seed: ${missing.join(', ')}` : 'every screen' },
    { metric: `screens over ${RATIO}x`, unit: '', value: ratios.filter((ratio) => ratio > RATIO).length, target: 0 },
    { metric: `screens with a task over ${LONG_TASK_MS} ms (district)`, unit: '', value: district.screens.filter((shown) => shown.longest > LONG_TASK_MS).length, target: 0, note: `demo: ${demo.screens.filter((shown) => shown.longest > LONG_TASK_MS).length}` },
    { metric: 'first rows, median of screens, district/demo', unit: 'x', value: ctx.median(times(district.screens)) / ctx.median(times(demo.screens)), target: RATIO, note: `${ctx.median(times(demo.screens)).toFixed(0)} → ${ctx.median(times(district.screens)).toFixed(0)} ms` },
    { metric: 'ratio, median of screens', unit: 'x', value: ctx.median(ratios), target: RATIO },
    { metric: 'JS heap after closing every tab, district − demo', unit: 'MiB', value: growth, target: HEAP_GROWTH_MIB, note: `${(demo.heap.closed / MiB).toFixed(1)} → ${(district.heap.closed / MiB).toFixed(1)} MiB after forced GC (after login ${(demo.heap.loggedIn / MiB).toFixed(1)} → ${(district.heap.loggedIn / MiB).toFixed(1)})` },
    { metric: 'most code one screen loaded (gzip), district', unit: 'KiB', value: heaviest(district.screens), target: SCREEN_KIB, note: `demo ${heaviest(demo.screens).toFixed(1)} KiB` },
  ];
}

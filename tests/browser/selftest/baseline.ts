// The checks each self-test run passed the last time it was known to be good, kept in
// baseline.json beside this file, one list per run (its backend and scope). A later run on the
// same backend fails when one of them was skipped or impossible instead: a backend that empties a
// table turns checks into skips, and a run counting only failures would stay green. Checks that
// did not exist then are free; checks since removed are left out. `SELFTEST_UPDATE_BASELINE=1
// npm run test:selftest` keeps each run that failed nothing as the new baseline, on purpose.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Exported } from './page';

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline.json');

type Baseline = Record<string, string[]>;

const read = (): Baseline => JSON.parse(readFileSync(FILE, 'utf8')) as Baseline;

/** Whether this run writes the baseline rather than being held to it. */
export const updatingBaseline = process.env.SELFTEST_UPDATE_BASELINE === '1';

/**
 * The checks the baseline of `run` (its name) passed that this run skipped or found impossible,
 * each with its reason; a run the baseline has no list for loses every check it has.
 */
export function lostChecks(name: string, run: Exported): string[] {
  const passed = read()[name];
  if (!passed) return [`no baseline for "${name}" in ${path.relative(process.cwd(), FILE)}`];
  const kept = new Set(passed);
  return run.results.filter((r) => kept.has(r.id) && (r.status === 'skipped' || r.status === 'impossible')).map((r) => `${r.id} (${r.status}: ${r.detail ?? ''})`);
}

/** Keeps the checks `run` passed as the baseline of `name`. */
export function keepBaseline(name: string, run: Exported): void {
  const baseline = read();
  baseline[name] = run.results.filter((r) => r.status === 'passed').map((r) => r.id).sort();
  writeFileSync(FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

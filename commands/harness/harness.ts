import { currentContext } from '../context';
import { execute } from '../registry';
import type { AnyCommand, CheckHarness } from '../types';
import { shows, visibleText, waitUntil } from './screen';

/**
 * The CheckHarness over the live document: the same code drives the console rendered in
 * happy-dom by `npm test` and the running console in the self-test pane.
 */
export function createHarness(command: AnyCommand, timeout = 4000): CheckHarness {
  const excerpt = () => visibleText().replace(/\s+/g, ' ').slice(0, 400);
  return {
    run: (args = {}) => execute(command, args, 'test'),
    execute: (id, args = {}) => execute(id, args, 'test'),
    see: (text) => waitUntil(() => shows(text), timeout, () => `${command.id}: expected to see ${String(text)}; the screen shows: ${excerpt()}`),
    notSee: (text) => waitUntil(() => !shows(text), timeout, () => `${command.id}: expected ${String(text)} to be gone`),
    at: (path) => waitUntil(() => window.location.pathname === path, timeout, () => `${command.id}: expected to be at ${path}, at ${window.location.pathname}`),
    context: currentContext,
    expect(condition, message) {
      if (!condition) throw new Error(`${command.id}: ${message}`);
    },
  };
}

export interface CheckResult {
  id: string;
  status: 'passed' | 'failed' | 'skipped' | 'impossible';
  detail?: string;
  ms: number;
}

export interface CheckOptions {
  /** Include checks that change data (only against a backend you may change). */
  allowMutation: boolean;
  /** Include checks that end or lock the session. */
  allowSessionEnd: boolean;
  /** Gets the console ready for a check: logged in, at `path`. */
  prepare: (path: string) => Promise<void>;
  timeout?: number;
}

/** Runs one command's check and says how it went; never throws. */
export async function runCheck(command: AnyCommand, options: CheckOptions): Promise<CheckResult> {
  const start = Date.now();
  const done = (status: CheckResult['status'], detail?: string): CheckResult => ({ id: command.id, status, detail, ms: Date.now() - start });
  const check = command.check;
  if ('impossible' in check) return done('impossible', check.impossible);
  if (check.mutates && !options.allowMutation) return done('skipped', 'changes data');
  if (check.endsSession && !options.allowSessionEnd) return done('skipped', 'ends the session');
  try {
    await options.prepare(check.at ?? '/wel/index');
    await check.scenario(createHarness(command, options.timeout));
    return done('passed');
  } catch (error) {
    return done('failed', error instanceof Error ? error.message : String(error));
  }
}

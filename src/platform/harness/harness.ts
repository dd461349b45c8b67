import { config } from '../../base/config';
import { clearToasts } from '../../core/notify';
import { traceCalls, type TracedCall } from '../../core/call-trace';
import type { Localized } from '../../base/config';
import { currentContext } from '../context';
import { commandOf, execute } from '../registry';
import type { AnyCommand, CheckHarness } from '../types';
import { keepConsole } from './console-state';
import { pressButton, shows, visibleText, waitUntil } from './screen';

/** Why the harness itself leaves a check out. */
const CHANGES_DATA: Localized = { zh: '会修改数据,本次运行不允许修改', en: 'it changes data, and this run may not' };
const ENDS_SESSION: Localized = { zh: '会结束或锁定本次运行所需的会话', en: 'it ends or locks the session this run needs' };

/** Thrown by `h.skip`: the check ends as skipped, not failed, for the reason given. */
class CheckSkipped extends Error {
  constructor(readonly reason: Localized) {
    super(reason.en);
  }
}

/** The undo steps of the check under way; null between checks. */
let ending: (() => unknown)[] | null = null;

/**
 * Registers `undo` to run when the check under way ends, like `h.cleanup`, for helpers that are
 * not handed the harness (a resource screen's `ready` puts the screen's page and search back).
 * Outside a check there is nothing to put back, so nothing is registered.
 */
export function atCheckEnd(undo: () => unknown): void {
  ending?.push(undo);
}

/**
 * The CheckHarness over the live document: the same code drives the console rendered in
 * happy-dom by `npm test` and the running console in the self-test pane.
 */
function createHarness(command: AnyCommand, timeout: number): CheckHarness {
  const excerpt = () => visibleText().replace(/\s+/g, ' ').slice(0, 400);
  return {
    run: (args = {}) => execute(command, args, 'test'),
    // By the command itself: the harness's own signature already checked the arguments against the id.
    execute: async (id, ...[args]) => execute(commandOf(id), args, 'test'),
    see: (text) => waitUntil(() => shows(text), timeout, () => `${command.id}: expected to see ${String(text)}; the screen shows: ${excerpt()}`),
    notSee: (text) => waitUntil(() => !shows(text), timeout, () => `${command.id}: expected ${String(text)} to be gone`),
    at: (path) => waitUntil(() => window.location.pathname === path, timeout, () => `${command.id}: expected to be at ${path}, at ${window.location.pathname}`),
    context: currentContext,
    expect(condition, message) {
      if (!condition) throw new Error(`${command.id}: ${message}`);
    },
    press: (name) => pressButton(name, timeout).catch((error: Error) => {
      throw new Error(`${command.id}: ${error.message}; the screen shows: ${excerpt()}`);
    }),
    cleanup: atCheckEnd,
    skip(reason) {
      throw new CheckSkipped(reason);
    },
  };
}

export interface CheckResult {
  id: string;
  status: 'passed' | 'failed' | 'skipped' | 'impossible';
  /** Why it failed: what the check expected. */
  detail?: string;
  /** Why it was skipped or is impossible, in each language. */
  reason?: Localized;
  /** A failure's call: the last refused call of the check, else its last call; what came back. */
  call?: TracedCall;
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
  /**
   * Leaves the page the check ends on (and its tab) instead of going back: the next check acts
   * on the same screen. The caller goes back itself once it has run them.
   */
  stay?: boolean;
}

/** The call a failure names: the check's last refused call (code other than 200), else its last. */
const blamedCall = (calls: readonly TracedCall[]) => calls.findLast((call) => (call.code ?? call.status) !== 200) ?? calls.at(-1);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one command's check and says how it went; never throws. Afterwards the console is as the
 * check found it: the check's undo steps run (newest first), then the tabs, the closed-tab
 * stack and the page come back. Messages left on screen by earlier work are cleared first, so a
 * check that waits for a message sees one its own run raised.
 */
export async function runCheck(command: AnyCommand, options: CheckOptions): Promise<CheckResult> {
  const start = Date.now();
  const done = (status: CheckResult['status'], detail?: string): CheckResult => ({ id: command.id, status, detail, ms: Date.now() - start });
  const leftOut = (status: 'skipped' | 'impossible', reason: Localized): CheckResult => ({ id: command.id, status, reason, ms: Date.now() - start });
  const check = command.check;
  if ('impossible' in check) return leftOut('impossible', check.impossible);
  if (check.mutates && !options.allowMutation) return leftOut('skipped', CHANGES_DATA);
  if (check.endsSession && !options.allowSessionEnd) return leftOut('skipped', ENDS_SESSION);
  const restoreConsole = keepConsole();
  const undo: (() => unknown)[] = [];
  const calls: TracedCall[] = [];
  const stopTrace = traceCalls((call) => calls.push(call));
  ending = undo;
  let result: CheckResult;
  try {
    clearToasts();
    await options.prepare(check.at ?? config.homePath);
    await check.scenario(createHarness(command, options.timeout ?? 4000));
    result = done('passed');
  } catch (error) {
    result = error instanceof CheckSkipped ? leftOut('skipped', error.reason) : done('failed', messageOf(error));
  }
  ending = null;
  // The failure's call is the scenario's; the cleanup's are traced only when it is the cleanup that fails.
  if (result.status === 'failed') stopTrace();
  for (const step of undo.reverse()) {
    try {
      await step();
    } catch (error) {
      if (result.status !== 'failed') result = done('failed', `${command.id}: cleaning up failed: ${messageOf(error)}`);
    }
  }
  stopTrace();
  restoreConsole(options.stay);
  return result.status === 'failed' ? { ...result, call: blamedCall(calls) } : result;
}

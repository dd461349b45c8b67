/**
 * What the command checks' test files share. Every check runs in Chromium on the self-test page
 * (`npm run test:selftest`: all of them against the standalone mock, the read-only ones against
 * the embedded mock); here, in happy-dom against the Node mock, run only the checks that page
 * cannot run (those that end the session, and those a deployment choice enables: session-end.test),
 * and every writing check against a backend that stores nothing (honesty.test). Each file logs in
 * once and keeps that console; a check's preparation only resets the database and opens its page.
 */
import { PATIENCE } from '../helpers/patience';
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPage } from '../../src/platform/harness/console-state';
import { runCheck, type CheckResult } from '../../src/platform/harness/harness';
import { allCommands, getCommand } from '../../src/platform/registry';
import { resetKeepingSessions } from '../../mock-server/auth/sessions';
import { mockOffer } from '../../mock-server/browser-commands';
import { listenToTheMock } from '../helpers/mock-listening';
import { features } from '../../src/base/config';
import { clearSession, isLocked, isLoggedIn } from '../../src/core/session';
import { renderConsoleAs } from '../helpers/console';
import { giveListAHeight } from '../palette/helpers';
import { freshEachTest, startAfresh } from '../setup';
import { resources } from '../../src/schema';
import type { ResourceSchema } from '../../src/schema/types';

/** A screen's shape as the engine sees it: how it lists, whose rows, whether it hangs under a master. */
const shapeOf = (schema: ResourceSchema) =>
  [schema.api.lazy ? 'lazy' : schema.api.list === 'tree' ? 'tree' : 'paged', schema.scope, schema.master ? 'detail' : 'own', schema.api.submit ? 'writes' : 'reads'].join('/');

/** The first screen of each shape, in the order of the schema list. */
export const representatives: ReadonlySet<string> = new Set(new Map([...resources].reverse().map((schema) => [shapeOf(schema), schema.name] as const)).values());

/**
 * The embedded mock offers the console its own commands through the backend gate in the browser
 * (mock-server/browser.ts); offered here the same way, so they are checked. In Node there is no
 * page for `afterReset` to reload.
 */
globalThis.__BACKEND_GATE__ = () => Promise.resolve(mockOffer(() => undefined));

/**
 * Deployment choices a check needs and the mock's default console lacks, turned on for that
 * test only: the switch-identity command exists only where switchMode is on.
 */
const deployments: Record<string, () => () => void> = {
  'session.switchIdentity': () => {
    features.switchMode = true;
    return () => void (features.switchMode = false);
  },
};

interface Registered { id: string; mutates: boolean; endsSession: boolean }

/**
 * Logs in as the platform administrator with the browser's set of commands and lists them.
 * Runs while the test file is collected (tests are named after the ids), before the setup's
 * hooks: it makes the mock listen itself, as the setup does.
 */
export async function registeredAfterLogin(): Promise<Registered[]> {
  listenToTheMock();
  try {
    await renderConsoleAs('admin');
    return allCommands().map(({ id, check }) => ({ id, mutates: 'scenario' in check && Boolean(check.mutates), endsSession: 'scenario' in check && Boolean(check.endsSession) }));
  } finally {
    cleanup();
    clearSession();
  }
}

/**
 * A logged-in console, logged in again from the fixtures when a check ended the session (its
 * commands went with it) or broke it (a 401 logs the console out).
 */
export async function loggedIn(): Promise<void> {
  if (isLoggedIn() && !isLocked()) return;
  resetKeepingSessions();
  await renderConsoleAs('admin');
}

/** Fixtures back, the console's session kept, at `path`. */
async function prepare(path: string): Promise<void> {
  resetKeepingSessions();
  await openPage(path);
}

/** The file's tests share one console, logged in as the platform administrator before the first. */
export function keepOneConsole(): void {
  let dropListHeight: () => void = () => undefined;
  freshEachTest.on = false;
  beforeAll(async () => {
    dropListHeight = giveListAHeight();
    await renderConsoleAs('admin');
  });
  afterAll(() => {
    startAfresh();
    dropListHeight();
    freshEachTest.on = true;
  });
}

/**
 * Defines one test per check the self-test page cannot run (it ends the session, or needs a
 * deployment choice), those that end the session last, then the list of checks that did not run.
 */
export async function commandSuite(): Promise<void> {
  const mine = (await registeredAfterLogin()).filter((command) => command.endsSession || command.id in deployments);
  const ids = [...mine.filter((c) => !c.endsSession), ...mine.filter((c) => c.endsSession)].map((c) => c.id);
  const results: CheckResult[] = [];
  keepOneConsole();

  it.each(ids)('%s', async (id) => {
    await loggedIn();
    const command = getCommand(id);
    expect(command, `${id} was registered after login and is gone`).toBeDefined();
    const restore = deployments[id]?.();
    try {
      const result = await runCheck(command!, { allowMutation: true, allowSessionEnd: true, timeout: PATIENCE, prepare });
      results.push(result);
      expect(result.status, `${id}: ${result.detail}`).not.toBe('failed');
    } finally {
      restore?.();
    }
  });

  it('lists the checks that did not run, each with its reason', () => {
    const notRun = results.filter((result) => result.status === 'skipped' || result.status === 'impossible');
    console.log(`${results.length - notRun.length} checks passed; not run:\n${notRun.map((r) => `  ${r.status} ${r.id}: ${r.reason?.en}`).join('\n') || '  none'}`);
    for (const result of notRun) expect(Math.min(result.reason?.zh.length ?? 0, result.reason?.en.length ?? 0), `${result.id} gives no reason in each language`).toBeGreaterThan(5);
  });
}

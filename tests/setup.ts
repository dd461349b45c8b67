/**
 * Setup of the happy-dom test project: the mock backend answers every fetch (relative /api/...
 * URLs resolve against happy-dom's http://localhost:3000), an unhandled request fails the test,
 * and each test starts from the fixtures, the real clock, an empty localStorage, a logged-out
 * console at / and nothing rendered.
 */
// First: DOMPurify must see browser-like DOM behaviour when it loads.
import './helpers/purify-in-happy-dom';
import { cleanup, configure } from '@testing-library/react';
import { unload } from 'swr';
import { afterEach, beforeAll } from 'vitest';
import { db, resetClock } from '../mock-server/db';
import { mockServer } from '../mock-server/node';
import { listenToTheMock } from './helpers/mock-listening';
import { clearToasts } from '../src/core/notify';
import { clearSession } from '../src/core/session';
import { closeOwnRoots } from '../src/ui/own-root';
import { PATIENCE } from './helpers/patience';

// Testing Library's finds and waitFor wait for what the test needs up to PATIENCE, not one second.
configure({ asyncUtilTimeout: PATIENCE });

beforeAll(listenToTheMock);

/**
 * Whether every test starts from scratch as described above. A file that keeps one logged-in
 * console across its tests (the command suite, whose checks put the console back themselves)
 * turns it off.
 */
export const freshEachTest = { on: true };

/** Puts back what a page load starts from: nothing rendered, the fixtures, the real clock, no session. */
export function startAfresh(): void {
  cleanup();
  // Dialogs commands open in roots of their own (a confirmation, a bulk run), which cleanup
  // does not know; a page load ends them.
  closeOwnRoots();
  mockServer.resetHandlers();
  db.reset();
  resetClock();
  clearSession();
  // The messages on screen, which a page load empties (a worker's test files share the module).
  clearToasts();
  // SWR's answers, which a page load empties: the worker's files share the library, and an
  // answer fetched less than SWR's deduping interval before was served again instead of asked.
  unload({ revalidate: false });
  localStorage.clear();
  window.history.replaceState(null, '', '/');
}

afterEach(() => {
  if (freshEachTest.on) startAfresh();
});

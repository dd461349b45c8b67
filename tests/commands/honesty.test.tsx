/**
 * The checks prove their effects on the server: pointed at a backend that answers every write
 * with BladeX's success but stores nothing, no check that writes passes, run as the self-test
 * pane runs them (data changes allowed). That they pass against the mock is the self-test page's
 * run in Chromium (tests/browser/selftest), so each runs here against the forgetful backend only.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getCommand } from '../../src/platform/registry';
import { resetKeepingSessions } from '../../mock-server/auth/sessions';
import { mockServer } from '../../mock-server/node';
import { runSelfTest } from '../../src/features/selftest/run';
import { keepOneConsole, loggedIn, registeredAfterLogin, representatives } from './suite';

/** Token calls still reach the mock: the console must stay logged in to write at all. */
const TOKEN_PATH = '/api/blade-auth/oauth/token';

const success = () => HttpResponse.json({ code: 200, success: true, data: null, msg: '操作成功' });
const forgetWrites = http.post('*/api/*', ({ request }) => (new URL(request.url).pathname === TOKEN_PATH ? undefined : success()));
/** Stores what is added, answers deletes but keeps the rows: the delete checks must see them still there. */
const forgetRemovals = http.post('*/api/*/remove', success);

/**
 * Every writing command of the areas and the console, and the generated ones of one screen of
 * each shape: a generated check runs the same code on every screen of its shape.
 */
const writes = (await registeredAfterLogin())
  .filter((command) => command.mutates && (!command.id.startsWith('crud.') || representatives.has(command.id.split('.')[1])))
  .map((command) => command.id);

const removals = writes.filter((id) => /\.(delete|bulkDelete)$/.test(id));

keepOneConsole();
beforeEach(() => loggedIn());
afterEach(() => {
  mockServer.resetHandlers();
  resetKeepingSessions();
});

it('covers the writes of every screen and of the error log', () => {
  expect(writes).toEqual(expect.arrayContaining(['crud.param.delete', 'crud.post.bulkDelete', 'crud.post.refresh', 'crud.dict_item.delete', 'errors.upload']));
});

/**
 * Never passes there: it fails, or it cannot run in this test's console at all and says why (the
 * designer's checks need a browser's SVG layout; a read-only list gains no rows of a check's own).
 */
it.each(writes)('%s fails where writes are answered but not stored', async (id) => {
  mockServer.use(forgetWrites);
  const [result] = await runSelfTest({ allowMutation: true, commands: [getCommand(id)!] });
  expect(result.status, `${id} passed against a backend that stores nothing`).not.toBe('passed');
  if (result.status === 'skipped') expect(Math.min(result.reason?.zh.length ?? 0, result.reason?.en.length ?? 0), `${id} skipped without a reason in each language`).toBeGreaterThan(5);
});

it.each(removals)('%s fails where deletes are answered but the rows stay', async (id) => {
  mockServer.use(forgetRemovals);
  const [result] = await runSelfTest({ allowMutation: true, commands: [getCommand(id)!] });
  expect(result).toMatchObject({ status: 'failed', detail: expect.stringContaining('still on the server') });
});

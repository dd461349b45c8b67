import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createResourceCommands } from '../../../commands/crud';
import { runCheck } from '../../../commands/harness/harness';
import { registerCommands } from '../../../commands/registry';
import type { AnyCommand } from '../../../commands/types';
import { mockServer } from '../../../mock-server/node';
import { afterThisTest, gadget, renderGadgets, resetGadgetState, serveGadgets, useGadgetHooks } from './gadget';

useGadgetHooks();

/** A backend that answers every write with success and stores nothing. */
function forgetWrites(): void {
  const ok = () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
  mockServer.use(http.post('*/api/test/gadget/submit', ok), http.post('*/api/test/gadget/remove', ok));
}

/** Runs the check of `crud.gadget.<verb>` on a fresh screen; `forgetful` swaps in the backend above. */
async function check(commands: AnyCommand[], verb: string, forgetful: boolean) {
  return runCheck(commands.find((command) => command.id === `crud.gadget.${verb}`)!, {
    allowMutation: true,
    allowSessionEnd: false,
    timeout: 4000,
    prepare: async (path) => {
      cleanup();
      resetGadgetState();
      serveGadgets();
      if (forgetful) forgetWrites();
      renderGadgets(gadget, undefined, { path, register: false });
    },
  });
}

describe('the add and edit checks read their effect back from the server', () => {
  it.each(['add', 'edit'])('%s passes where writes are stored and fails where they are answered but not stored', async (verb) => {
    const commands = createResourceCommands(gadget);
    afterThisTest(registerCommands(commands));
    expect(await check(commands, verb, false)).toMatchObject({ status: 'passed' });
    const forgotten = await check(commands, verb, true);
    expect(forgotten.status).toBe('failed');
    expect(forgotten.detail).toMatch(/does not read back/);
  });
});

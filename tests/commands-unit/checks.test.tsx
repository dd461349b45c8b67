import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleCommands } from '../../commands';
import { runCheck } from '../../commands/harness/harness';
import { allCommands } from '../../commands/registry';
import { db } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import { ERROR_UPLOAD_PATH } from '../../src/core/errorlog';
import { renderConsoleAs } from '../helpers/console';

/** Until the mock serves the upload path, this suite answers it (see the report). */
const uploadHandler = http.post(`*/api${ERROR_UPLOAD_PATH}`, () => HttpResponse.json({ code: 200, success: true, data: null, msg: '操作成功' }));

const options = {
  allowMutation: true,
  allowSessionEnd: true,
  timeout: 4000,
  prepare: async (path: string) => {
    db.reset();
    mockServer.use(uploadHandler);
    await renderConsoleAs('admin', path);
  },
};

afterAll(() => cleanup());

describe('checks of the layout, tab, session, error and notice commands', () => {
  const mine = consoleCommands.filter((command) => !command.id.startsWith('palette.'));
  for (const command of mine) {
    it(command.id, async () => {
      const result = await runCheck(command, options);
      expect(result.status === 'passed' || result.status === 'impossible', `${command.id}: ${result.detail}`).toBe(true);
    });
  }

  it('checks of generated menu commands pass (first leaf of each group)', async () => {
    await renderConsoleAs('admin');
    const generated = allCommands().filter((command) => command.id.startsWith('nav.menu.'));
    expect(generated.length).toBeGreaterThan(10);
    const sample = generated.filter((command) => 'scenario' in command.check).slice(0, 6);
    for (const command of sample) {
      const result = await runCheck(command, options);
      expect(result.status, `${command.id}: ${result.detail}`).toBe('passed');
    }
  });
});

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { paletteCommands } from '../../commands/palette';
import { runCheck } from '../../commands/harness/harness';
import { closePalette } from '../../src/palette/state';
import { renderConsoleAs } from '../helpers/console';
import { giveListAHeight } from './helpers';

const restoreHeight = giveListAHeight();
afterAll(() => {
  restoreHeight();
  cleanup();
});
afterEach(() => closePalette());

const options = { allowMutation: false, allowSessionEnd: false, timeout: 4000, prepare: (path: string) => renderConsoleAs('admin', path).then(() => undefined) };

describe('the checks of the palette commands, in the console against the mock', () => {
  for (const command of paletteCommands) {
    it(command.id, async () => {
      const result = await runCheck(command, options);
      expect(result.status, `${command.id}: ${result.detail}`).toBe('passed');
    });
  }
});

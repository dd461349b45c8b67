import { describe, expect, it } from 'vitest';
import { execute, getCommand } from '../../commands/registry';
import { registerMockCommands } from '../../mock-server/browser-commands';

describe('the mock\'s own console command', () => {
  it('resets the demo data after a confirmation', async () => {
    let resets = 0;
    const undo = registerMockCommands(() => resets++);
    try {
      expect(getCommand('mock.resetDemoData')?.args?.confirm.kind).toBe('confirm');
      await execute('mock.resetDemoData', { confirm: true }, 'test');
      expect(resets).toBe(1);
    } finally {
      undo();
    }
    expect(getCommand('mock.resetDemoData')).toBeUndefined();
  });
});

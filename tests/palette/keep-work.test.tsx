import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paletteCommands } from '../../commands/palette';
import { execute, registerCommands } from '../../src/platform/registry';
import type { AnyCommand } from '../../src/platform/types';
import { installPalettePrompter } from '../../src/palette/prompter';
import { palette } from '../../src/palette/state';
import { expandDateWords } from '../../src/core/date-words';
import { giveListAHeight, optionTitles, renderPalette, settle, testCommand, unregisterAll } from './helpers';

let restoreHeight: () => void;
let uninstall: () => void;
let unregisterPalette: () => void;
beforeAll(() => (restoreHeight = giveListAHeight()));
afterAll(() => restoreHeight());
beforeEach(() => {
  uninstall = installPalettePrompter();
  unregisterPalette = registerCommands(paletteCommands);
});
afterEach(() => {
  unregisterAll();
  unregisterPalette();
  uninstall();
  palette.draft = null;
});

const noteCommand = (run = vi.fn()) =>
  testCommand({
    id: 't.notice',
    title: { zh: '发布通知', en: 'Post notice' },
    args: {
      title: { kind: 'text', label: { zh: '标题', en: 'Title' } },
      content: { kind: 'text', multiline: true, optional: true, label: { zh: '内容', en: 'Content' } },
      day: { kind: 'date', label: { zh: '日期', en: 'Day' } },
    },
    run,
  });

async function start(command: AnyCommand) {
  let result: Promise<unknown> = Promise.resolve();
  act(() => void (result = execute(command, {}, 'palette')));
  await settle();
  return () => act(() => result);
}

describe('prompts never lose work', () => {
  it('keeps the answers of a prompt left with Esc as a draft that Ctrl+K offers first and resumes', async () => {
    const run = vi.fn();
    const command = noteCommand(run);
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('期末考试{Enter}');
    await settle();
    expect(palette.prompt?.name).toBe('content');
    await user.keyboard('{Escape}');
    await done();
    expect(palette.open).toBe(false);
    expect(palette.draft?.values).toEqual({ title: '期末考试' });

    await act(() => execute('palette.open', {}, 'hotkey'));
    await settle();
    expect(optionTitles()[0]).toBe('继续: 发布通知');
    await user.keyboard('{Enter}');
    await settle();
    // Resumed at the step left, the answers so far listed above it.
    expect(palette.prompt?.name).toBe('content');
    screen.getByText('期末考试');
    await user.keyboard('{Enter}');
    await settle();
    await user.keyboard('明天{Enter}');
    await settle();
    // A date step takes 明天 for tomorrow's date.
    expect(run).toHaveBeenCalledWith(expect.anything(), { title: '期末考试', content: undefined, day: expandDateWords('明天', false) });
    expect(palette.draft).toBeNull();
  });

  it('keeps the prompt open, and what is typed in it, when Ctrl+K is pressed', async () => {
    const command = noteCommand();
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('半');
    await user.keyboard('{Control>}k{/Control}');
    await settle();
    expect(palette.prompt?.name).toBe('title');
    await user.keyboard('期');
    expect(document.querySelector<HTMLInputElement>('.palette-text-field input')!.value).toBe('半期');
    await user.keyboard('{Escape}');
    await done();
  });

  it.each([
    // typed in an optional text area, then the keys → its answer (undefined: skipped), or still asking
    ['{Enter}', undefined],
    ['第一行{Enter}第二行', 'asking'],
    ['第一行{Enter}第二行{Control>}{Enter}{/Control}', '第一行\n第二行'],
  ])('an optional text area: %s → %s', async (keys, expected) => {
    const run = vi.fn();
    const command = noteCommand(run);
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('标题{Enter}');
    await settle();
    screen.getByText('有内容时 Enter 换行; 按 Ctrl+Enter 确定', { exact: false });
    await user.keyboard(keys);
    await settle();
    if (expected === 'asking') expect(palette.prompt?.name).toBe('content');
    else {
      expect(palette.prompt?.name).toBe('day');
      await user.keyboard('today{Enter}');
      await done();
      expect(run.mock.calls[0]![1].content).toBe(expected);
    }
    if (palette.prompt) await user.keyboard('{Escape}');
  });
});

/**
 * What is typed while a palette run moves on to its next prompt (its screen opening, a step's
 * starting value loading) starts that prompt's field, pinyin matching as typed there; a
 * confirmation is never answered by it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChoiceOption } from '../../src/platform/types';
import { loadPinyin } from '../../src/palette/pinyin';
import { installPalettePrompter } from '../../src/palette/prompter';
import { runFromPalette } from '../../src/palette/run';
import { palette } from '../../src/palette/state';
import { PATIENCE } from '../helpers/patience';
import { optionTitles, renderPalette, settle, setUpPaletteTests, testCommand } from './helpers';

setUpPaletteTests();
let uninstall: () => void;
beforeEach(async () => {
  await loadPinyin();
  uninstall = installPalettePrompter();
});
afterEach(() => {
  uninstall();
  window.history.replaceState(null, '', '/');
});

const people: ChoiceOption[] = [{ value: 'w', label: '王芳' }, { value: 'c', label: '陈曦' }];

/** A promise the test settles: what the run waits for while the keys are typed. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('typing ahead of a prompt', () => {
  it('keys typed while the command\'s screen opens start its first prompt, matched by pinyin', async () => {
    const run = vi.fn();
    let opened = false;
    const command = testCommand({
      id: 't.refuse',
      title: { zh: '拒绝', en: 'Refuse' },
      at: '/elsewhere',
      // The screen answers the command only once the test says it has opened.
      when: (ctx) => Boolean(ctx.prospective) || (opened && ctx.route === '/elsewhere'),
      args: { who: { kind: 'choice', label: { zh: '申请人', en: 'Applicant' }, options: () => people } },
      run,
    });
    const { user } = renderPalette();
    let result: Promise<unknown> = Promise.resolve();
    act(() => void (result = runFromPalette(command)));
    await settle();
    expect(palette.prompt).toBeNull();
    await user.keyboard('chen');
    opened = true;
    await waitFor(() => expect(palette.prompt).not.toBeNull(), { timeout: PATIENCE });
    await settle();
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'chen');
    expect(optionTitles()).toEqual(['陈曦']);
    await user.keyboard('{Enter}');
    await act(() => result);
    expect(run).toHaveBeenCalledWith(expect.anything(), { who: 'c' });
  });

  it('keys typed while a later step loads start that step; Backspace takes back what was held', async () => {
    const run = vi.fn();
    const start = gate<string>();
    const command = testCommand({
      id: 't.approve',
      title: { zh: '通过', en: 'Approve' },
      args: {
        note: { kind: 'text', label: { zh: '备注', en: 'Note' } },
        who: { kind: 'choice', optional: true, label: { zh: '审批人', en: 'Approver' }, options: () => people, initial: () => start.promise },
      },
      run,
    });
    const { user } = renderPalette();
    let result: Promise<unknown> = Promise.resolve();
    act(() => void (result = runFromPalette(command)));
    await settle();
    await user.keyboard('好{Enter}');
    await settle();
    expect(palette.prompt).toBeNull();
    await user.keyboard('wangx{Backspace}');
    await act(async () => start.open(''));
    await settle();
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'wang');
    expect(optionTitles()).toEqual(['王芳']);
    await user.keyboard('{Enter}');
    await act(() => result);
    expect(run).toHaveBeenCalledWith(expect.anything(), { note: '好', who: 'w' });
  });

  it('a confirmation is not answered by a Y typed ahead of it', async () => {
    const run = vi.fn();
    const lines = gate<{ label: { zh: string; en: string }; text: string }[]>();
    const command = testCommand({
      id: 't.remove',
      title: { zh: '删除', en: 'Remove' },
      args: {
        who: { kind: 'choice', label: { zh: '用户', en: 'User' }, options: () => people },
        sure: { kind: 'confirm', destructive: true, label: { zh: '确定删除?', en: 'Remove?' }, details: () => lines.promise },
      },
      run,
    });
    const { user } = renderPalette();
    act(() => void runFromPalette(command));
    await settle();
    await user.keyboard('{Enter}y');
    await act(async () => lines.open([]));
    await settle();
    expect(palette.prompt).toMatchObject({ name: 'sure' });
    expect(run).not.toHaveBeenCalled();
  });
});

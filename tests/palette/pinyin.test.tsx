import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../src/platform/registry';
import type { ChoiceOption } from '../../src/platform/types';
import { loadPinyin, SPELLED_RUNS_KEPT, spelledRunCount, spellingOf } from '../../src/palette/pinyin';
import { installPalettePrompter } from '../../src/palette/prompter';
import { openWith, optionTitles, renderPalette, selectedTitle, settle, setUpPaletteTests, testCommand } from './helpers';

setUpPaletteTests();

describe('pinyin in the palette', () => {
  it('finds 参数管理 among the commands by its initials and by its pinyin', async () => {
    testCommand({ id: 't.param', title: { zh: '参数管理', en: 'Parameters' } });
    testCommand({ id: 't.clear', title: { zh: '清空搜索', en: 'Clear search' } });
    testCommand({ id: 't.user', title: { zh: '用户管理', en: 'Users' } });
    const { user } = renderPalette();
    const input = await openWith();
    // The first latin query asks for the dictionary; the list ranks again once it is there.
    await user.keyboard('cs');
    // By initials before the fuzzy matches of latin text (清空搜索's Clear search).
    await waitFor(() => expect(optionTitles()[0]).toBe('参数管理'));
    expect(optionTitles()).toContain('清空搜索');
    // The highlight, never moved, follows the list to its new first row: Enter runs what is shown first.
    expect(selectedTitle()).toBe('参数管理');
    await user.clear(input);
    await user.keyboard('canshu');
    expect(optionTitles()).toEqual(['参数管理']);
    await user.clear(input);
    await user.keyboard('gl');
    expect(optionTitles()).toEqual(['参数管理', '用户管理']);
  });

  it('filters a choice prompt by pinyin initials', async () => {
    await loadPinyin();
    const run = vi.fn();
    const roles: ChoiceOption[] = [{ value: 'admin', label: '管理员' }, { value: 'teacher', label: '教师' }, { value: 'student', label: '学生' }];
    const command = testCommand({ id: 't.role', title: { zh: '分配角色', en: 'Assign role' }, args: { role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => roles } }, run });
    const uninstall = installPalettePrompter();
    const { user } = renderPalette();
    let result: Promise<unknown>;
    act(() => void (result = execute(command, {}, 'palette')));
    await settle();
    await user.keyboard('js');
    expect(optionTitles()).toEqual(['教师']);
    await user.keyboard('{Enter}');
    await act(() => result);
    expect(run).toHaveBeenCalledWith(expect.anything(), { role: 'teacher' });
    uninstall();
  });
});

describe('the spellings kept', () => {
  it('are bounded by count however many distinct titles are spelled, and a title let go is spelled again alike', async () => {
    await loadPinyin();
    const first = spellingOf('阅读')!;
    // Two characters of a hundred each: 10,000 distinct runs, as a district's record titles bring.
    const chars = [...'的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与'];
    for (const a of chars.slice(0, 100)) for (const b of chars.slice(0, 100)) spellingOf(a + b);
    expect(spelledRunCount()).toBe(SPELLED_RUNS_KEPT);
    expect(spellingOf('阅读')).toEqual(first);
  });
});

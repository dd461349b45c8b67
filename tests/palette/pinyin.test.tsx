import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../src/platform/registry';
import type { ChoiceOption } from '../../src/platform/types';
import { loadPinyin } from '../../src/palette/pinyin';
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

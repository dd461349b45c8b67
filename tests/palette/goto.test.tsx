import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../src/core/session';
import { palette } from '../../src/palette/state';
import { testMenus } from './fixtures';
import { openWith, optionTitles, renderPalette, settle, setUpPaletteTests } from './helpers';

setUpPaletteTests();

describe('the goto page', () => {
  beforeEach(() => {
    session.token = 'token';
    session.roles = ['administrator'];
    session.menus = testMenus;
  });

  it('browses groups → leaves with built screens; Backspace on an empty input goes up a page', async () => {
    const { user } = renderPalette();
    await openWith('palette.goto');
    screen.getByText('转到');
    expect(optionTitles()).toEqual(['学校内容', '我的事务']);

    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    screen.getByText('转到 › 我的事务');
    expect(optionTitles()).toEqual(['待办事务']);

    await user.keyboard('{Backspace}');
    await settle();
    expect(optionTitles()).toEqual(['学校内容', '我的事务']);
    await user.keyboard('{Backspace}');
    await settle();
    expect(screen.getByRole('dialog').getAttribute('data-mode')).toBe('commands');
    within(screen.getByRole('dialog')).getByText('命令面板');
  });

  it('filters a page as you type and navigates to a leaf', async () => {
    const { user } = renderPalette();
    await openWith('palette.goto');
    await user.keyboard('学校{Enter}');
    await settle();
    await user.keyboard('题目');
    expect(optionTitles()).toEqual(['题目管理']);
    await user.keyboard('{Backspace}');
    expect(palette.pages).toHaveLength(2); // Backspace in a non-empty input edits the text
    await user.keyboard('{Enter}');
    await settle();
    expect(window.location.pathname).toBe('/system/client');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds a group by the pinyin initials of its name', async () => {
    const { user } = renderPalette();
    await openWith('palette.goto');
    // The first latin query asks for the pinyin dictionary; the page ranks again once it is there.
    await user.keyboard('wd');
    await waitFor(() => expect(optionTitles()).toEqual(['我的事务']));
  });
});

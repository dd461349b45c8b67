import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../src/core/session';
import { setLanguage } from '../../src/i18n';
import { testMenus } from './fixtures';
import { openWith, optionTitles, renderPalette, settle, setUpPaletteTests } from './helpers';

setUpPaletteTests();

describe('menu search mode', () => {
  beforeEach(() => {
    session.token = 'token';
    session.roles = ['administrator'];
    session.menus = testMenus;
  });

  it('lists only the leaf menus the user may see and the console has screens for, by case-insensitive prefix, and navigates', async () => {
    const { user } = renderPalette();
    const input = await openWith('palette.menuSearch');
    expect(screen.getByRole('dialog').getAttribute('data-mode')).toBe('menus');
    expect(input.getAttribute('placeholder')).toBe('输入菜单名称…');
    expect(optionTitles()).toEqual(['文档管理', '年级管理', '题目管理', '待办事务']);

    await user.keyboard('年');
    expect(optionTitles()).toEqual(['年级管理']);
    await user.clear(input);
    await user.keyboard('管理');
    expect(screen.queryAllByRole('option')).toEqual([]);
    screen.getByText('没有匹配项');
    await user.clear(input);
    await user.keyboard('题{Enter}');
    await settle();
    expect(window.location.pathname).toBe('/system/client');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('matches English names case-insensitively', async () => {
    setLanguage('en');
    const { user } = renderPalette();
    await openWith('palette.menuSearch');
    await user.keyboard('GR');
    expect(optionTitles()).toEqual(['Grades']);
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});


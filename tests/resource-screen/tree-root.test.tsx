import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n';
import { execute } from '../../src/platform/registry';
import { renderConsoleAs } from '../helpers/console';
import { giveTablesASize } from './gadget';

let restore: () => void;
beforeAll(() => (restore = giveTablesASize()));
afterAll(() => restore());
afterEach(() => setLanguage('zh'));

describe('a node at the top of its tree', () => {
  it.each([
    ['zh', '上级机构', '顶级'],
    ['en', 'Parent', 'Top level'],
  ] as const)('shows its parent by name, never 0 (%s)', async (lang, label, top) => {
    await renderConsoleAs('schoolAdmin', '/system/dept');
    setLanguage(lang);
    await userEvent.click(await within((await screen.findAllByRole('treegrid')).at(-1)!).findByText('星河实验小学'));
    await execute('crud.dept.view', {}, 'test');
    const dialog = await screen.findByRole('dialog');
    const term = within(dialog).getByText(label, { selector: 'dt' });
    await within(term.nextElementSibling as HTMLElement).findByText(top);
    expect(term.nextElementSibling!.textContent).not.toContain('0');
  });
});

// The record form by keyboard: dates typed as text, Ctrl+Enter from any control, Esc with changes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/schema/types';
import { gadget, renderGadgets, serveGadgets, toastTexts, prepareGadgetTests } from './gadget';

prepareGadgetTests();

/** The gadget with a required day and an optional moment in its form. */
const dated = defineResource({
  ...gadget,
  fields: [
    ...gadget.fields,
    { name: 'due', label: { zh: '到期日', en: 'Due' }, kind: 'date', required: { zh: '请选择到期日', en: 'Choose the due day' } },
    { name: 'checkedAt', label: { zh: '检查时间', en: 'Checked at' }, kind: 'datetime' },
  ],
});

async function openAdd() {
  await screen.findByText('gadget 1');
  await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '新增' }));
  return screen.findByRole('dialog', { name: '新增 · 小工具' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: '名称' }), 'dated gadget');
  await user.click(within(dialog).getByRole('button', { name: /颜色/ }));
  await user.click(await screen.findByRole('option', { name: '绿' }));
}

describe('a date field of the record form', () => {
  it('refuses a date that does not exist with its message, and saves a real one as BladeX stores it', async () => {
    const server = serveGadgets();
    renderGadgets(dated);
    const user = userEvent.setup();
    const dialog = await openAdd();
    await fillValid(user, dialog);
    const due = within(dialog).getByRole('textbox', { name: '到期日' });
    const checked = within(dialog).getByRole('textbox', { name: '检查时间' });
    await user.type(due, '2024-13-45');
    await user.type(checked, '2024-02-30 25:00:00');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('到期日的格式为 yyyy-MM-dd')).toBeTruthy();
    expect(within(dialog).getByText('检查时间的格式为 yyyy-MM-dd HH:mm:ss')).toBeTruthy();
    // Kept as typed, not turned into another day.
    expect(due).toHaveProperty('value', '2024-13-45');
    expect(server.bodies).toEqual([]);

    await user.clear(due);
    await user.type(due, '2024-12-05');
    await user.clear(checked);
    await user.type(checked, '2024-02-29 23:59:59');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTexts()).toContain('新增成功'));
    expect(server.bodies[0]).toMatchObject({ due: '2024-12-05 00:00:00', checkedAt: '2024-02-29 23:59:59' });
  });

  it('takes a day picked from its calendar, keeping the time of day', async () => {
    serveGadgets();
    renderGadgets(dated);
    const user = userEvent.setup();
    const dialog = await openAdd();
    const checked = within(dialog).getByRole('textbox', { name: '检查时间' });
    await user.type(checked, '2024-03-10 08:30:00');
    await user.click(within(dialog).getAllByRole('button', { name: '从日历选择' })[1]!);
    const calendar = await screen.findByRole('dialog', { name: '从日历选择' });
    // No I18nProvider around the bare screen: React Aria names the days in English.
    await user.click(within(calendar).getByRole('button', { name: /March 12, 2024/ }));
    await waitFor(() => expect(checked).toHaveProperty('value', '2024-03-12 08:30:00'));
  });
});

describe('Ctrl+Enter in the record form', () => {
  it('saves from the date picker\'s button, a choice and Cancel, where those controls would take Enter themselves', async () => {
    const server = serveGadgets();
    renderGadgets(dated);
    const user = userEvent.setup();
    for (const control of ['从日历选择', /颜色/, '取消'] as const) {
      const dialog = await openAdd();
      await fillValid(user, dialog);
      await user.type(within(dialog).getByRole('textbox', { name: '到期日' }), '2024-12-05');
      within(dialog).getAllByRole('button', { name: control })[0]!.focus();
      await user.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增 · 小工具' })).toBeNull());
      expect(screen.queryByRole('dialog', { name: '从日历选择' })).toBeNull();
      expect(screen.queryByRole('listbox')).toBeNull();
    }
    expect(server.bodies).toHaveLength(3);
    expect(server.bodies.every((body) => body.due === '2024-12-05 00:00:00')).toBe(true);
  });
});

describe('Esc on the record form', () => {
  it('closes a form without changes at once', async () => {
    serveGadgets();
    renderGadgets(dated);
    await openAdd();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增 · 小工具' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before dropping changes: Cancel keeps the form as it was, OK closes it', async () => {
    const server = serveGadgets();
    renderGadgets(dated);
    const user = userEvent.setup();
    const dialog = await openAdd();
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    await user.type(name, 'half done');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(question).getByText('表单有未保存的修改, 确定放弃吗?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: '新增 · 小工具' })).toBeTruthy();
    expect(name).toHaveProperty('value', 'half done');

    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增 · 小工具' })).toBeNull());
    expect(server.bodies).toEqual([]);
  });
});

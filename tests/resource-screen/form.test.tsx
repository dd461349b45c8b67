// First: DOMPurify must load after happy-dom was brought in line with browsers.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { selectRows } from '../../src/core/selection';
import { defineResource } from '../../src/schema/types';
import { gadget, makeRows, refuseSubmit, renderGadgets, serveGadgets, prepareGadgetTests, toastTexts } from './gadget';

prepareGadgetTests();


async function openAdd() {
  await screen.findByText('gadget 1');
  await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '新增' }));
  return screen.findByRole('dialog', { name: '新增 · 小工具' });
}

describe('the record form', () => {
  it('shows a required field\'s message when it is left empty, and every message on save', async () => {
    const server = serveGadgets();
    (renderGadgets());
    const dialog = await openAdd();
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    expect(within(dialog).queryByText('请输入名称')).toBeNull();
    await userEvent.click(name);
    await userEvent.tab();
    expect(await within(dialog).findByText('请输入名称')).toBeTruthy();
    expect(within(dialog).queryByText('请选择颜色')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择颜色')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(server.bodies).toEqual([]);
    // Typing clears the message at once.
    await userEvent.type(name, 'x');
    await waitFor(() => expect(within(dialog).queryByText('请输入名称')).toBeNull());
  });

  it('saves a new record, says 新增成功 and reloads the list', async () => {
    const server = serveGadgets();
    (renderGadgets());
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), 'new gadget');
    await userEvent.click(within(dialog).getByRole('button', { name: /颜色/ }));
    await userEvent.click(await screen.findByRole('option', { name: '绿' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toastTexts()).toContain('新增成功'));
    expect(server.bodies[0]).toMatchObject({ name: 'new gadget', color: 'g' });
    expect(server.bodies[0]).not.toHaveProperty('id');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('new gadget')).toBeTruthy();
    expect(screen.getByText('共 26 条')).toBeTruthy();
  });

  it('is disabled while saving and comes back as it was when the save fails', async () => {
    serveGadgets();
    const answer = refuseSubmit('名称已存在', true);
    (renderGadgets());
    const dialog = await openAdd();
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    await userEvent.type(name, 'taken');
    await userEvent.click(within(dialog).getByRole('button', { name: /颜色/ }));
    await userEvent.click(await screen.findByRole('option', { name: '红' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name.hasAttribute('disabled')).toBe(true));
    expect(within(dialog).getByRole('button', { name: '保存中…' }).hasAttribute('disabled')).toBe(true);
    answer();
    await waitFor(() => expect(name.hasAttribute('disabled')).toBe(false));
    expect(name).toHaveProperty('value', 'taken');
    expect(toastTexts()).toContain('名称已存在');
    expect(screen.getByRole('dialog', { name: '新增 · 小工具' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows a refusal naming a field beside that field, not as a message, until the field changes', async () => {
    serveGadgets();
    refuseSubmit('当前名称已存在!');
    (renderGadgets());
    const dialog = await openAdd();
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    await userEvent.type(name, 'taken');
    await userEvent.click(within(dialog).getByRole('button', { name: /颜色/ }));
    await userEvent.click(await screen.findByRole('option', { name: '红' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('当前名称已存在')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(toastTexts()).toEqual([]);
    await userEvent.type(name, 'x');
    await waitFor(() => expect(within(dialog).queryByText('当前名称已存在')).toBeNull());
  });

  it('edits the selected row, leaving fields that cannot change read-only', async () => {
    const fixed = defineResource({
      ...gadget,
      fields: gadget.fields.map((field) => (field.name === 'name' ? { ...field, editable: false } : field)),
    });
    const server = serveGadgets();
    (renderGadgets(fixed));
    await screen.findByText('gadget 1');
    act(() => selectRows('gadget', ['2']));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑 · 小工具' });
    const name = await within(dialog).findByRole('textbox', { name: '名称' });
    expect(name).toHaveProperty('value', 'gadget 2');
    expect(name.hasAttribute('readonly')).toBe(true);
    await act(() => execute('crud.gadget.save', {}, 'test'));
    await waitFor(() => expect(toastTexts()).toContain('更新成功'));
    expect(server.bodies[0]).toMatchObject({ id: '2', name: 'gadget 2', color: 'g' });
  });
});

describe('rich text', () => {
  const hostile = '<p>kept <b>bold</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">link</a>';

  it('is shown sanitised in the view dialog: no script, no handler, no javascript: link', async () => {
    const rows = makeRows(3);
    rows[0].content = hostile;
    serveGadgets(rows);
    (renderGadgets());
    await screen.findByText('gadget 1');
    act(() => selectRows('gadget', ['1']));
    await act(() => execute('crud.gadget.view', {}, 'test'));
    const dialog = await screen.findByRole('dialog', { name: '查看 · 小工具' });
    const bold = await within(dialog).findByText('bold');
    expect(bold.tagName).toBe('B');
    expectHarmless();
  });

  it('is previewed sanitised while it is edited', async () => {
    serveGadgets();
    (renderGadgets());
    const dialog = await openAdd();
    const source = within(dialog).getByRole('textbox', { name: '内容' });
    await userEvent.click(source);
    await userEvent.paste(hostile);
    const preview = within(dialog).getByRole('region', { name: '预览' });
    expect(within(preview).getByText('bold').tagName).toBe('B');
    expectHarmless();
  });

  function expectHarmless() {
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  }
});

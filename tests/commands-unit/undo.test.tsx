import { PATIENCE } from '../helpers/patience';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ready } from '../../commands/crud/checks';
import { waitUntil } from '../../src/platform/harness/screen';
import { execute, registerCommand } from '../../src/platform/registry';
import { db } from '../../mock-server/db';
import { layout } from '../../src/core/layout';
import { selectRows } from '../../src/core/selection';
import { config } from '../../src/base/config';
import { language, setLanguage } from '../../src/i18n';
import { openPalette } from '../../src/palette/state';
import { param } from '../../src/schema/system/param';
import { post } from '../../src/schema/system/post';
import { viewOf } from '../../src/engine/controller';
import { toasts } from '../../src/ui/Toaster';
import { renderConsoleAs } from '../helpers/console';
import { fill } from '../resource-screen/screens/round-trip-helpers';
import { giveListAHeight, titled } from '../palette/helpers';

// The palette's list is virtual: it shows rows only in a box with a height.
let restoreHeight: () => void;
beforeAll(() => (restoreHeight = giveListAHeight()));
afterAll(() => restoreHeight());

const unregister: (() => void)[] = [];
afterEach(() => {
  unregister.splice(0).forEach((u) => u());
  // The layout and the language outlive a test: the next one starts from the defaults.
  Object.assign(layout, { theme: config.defaultTheme, color: config.defaultColor, collapsed: false });
  setLanguage(config.defaultLanguage);
});

/** Presses Ctrl+Z on `target` the way a browser reports it. */
function pressUndo(target: Element = document.body): void {
  const init = { code: 'KeyZ', key: 'z', ctrlKey: true, bubbles: true };
  fireEvent.keyDown(target, init);
  fireEvent.keyUp(target, init);
}

const toastTexts = () => toasts.visibleToasts.map((toast) => toast.content.text);

async function expectToast(text: string): Promise<void> {
  await waitUntil(() => toastTexts().includes(text), PATIENCE, () => `no toast ${text}; toasts: ${toastTexts().join(' | ')}`);
}

/** Fills the open record form titled `title` by its labels and saves it, as a user does. */
async function saveForm(title: string, entries: Record<string, string>): Promise<void> {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitUntil(() => Boolean(dialog.querySelector('.record-form')), PATIENCE, () => 'the form did not load');
  for (const [label, value] of Object.entries(entries)) await fill(user, dialog, label, value);
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitUntil(() => !document.body.contains(dialog), PATIENCE, () => 'the form stayed open');
}

/** The param rows the mock holds and has not deleted. */
const liveParams = () => db.rows('param').filter((row) => row.isDeleted === 0);

async function openParams(): Promise<void> {
  await renderConsoleAs('admin', param.menuPath);
  await waitUntil(() => Boolean(viewOf(param.name)?.settled()), PATIENCE, () => 'the param screen did not load');
  await act(() => ready(param).then(() => undefined));
}

/** The palette's undo row, with its hint: the palette opened and `query` typed, as a user finds it. */
async function paletteUndoRow(query = '撤销', name = query): Promise<HTMLElement> {
  act(() => openPalette());
  await userEvent.setup().type(await screen.findByRole('combobox'), query);
  return screen.findByRole('option', titled(name));
}

describe('undo on the parameter screen', () => {
  it('Ctrl+Z outside a field undoes an add: the row is gone from the server', async () => {
    await openParams();
    const values = { paramName: '撤销新增', paramKey: 'undo.add', paramValue: 'v1', remark: '' };
    await act(() => execute('crud.param.add', values, 'test'));
    expect(liveParams().filter((row) => row.paramKey === 'undo.add')).toHaveLength(1);

    pressUndo();
    await expectToast('已撤销: 参数管理 · 新增 · 撤销新增');
    expect(liveParams().filter((row) => row.paramKey === 'undo.add')).toEqual([]);
  });

  it('Ctrl+Z undoes an edit: the server holds the previous values again', async () => {
    await openParams();
    const before = { ...liveParams()[0]! };
    act(() => selectRows(param.name, [before.id]));
    const edited = { paramName: before.paramName, paramKey: before.paramKey, paramValue: 'changed', remark: 'by a test' };
    await act(() => execute('crud.param.edit', edited, 'test'));
    expect(liveParams()[0]).toMatchObject({ paramValue: 'changed', remark: 'by a test' });

    pressUndo();
    await expectToast(`已撤销: 参数管理 · 编辑所选 · ${before.paramName}`);
    expect(liveParams()[0]).toMatchObject({ id: before.id, paramValue: before.paramValue, remark: before.remark });
  });

  it('Ctrl+Z undoes a delete: a row with the deleted values is back (under a new id)', async () => {
    await openParams();
    const doomed = { ...liveParams()[1]! };
    act(() => selectRows(param.name, [doomed.id]));
    await act(() => execute('crud.param.delete', { confirm: true }, 'test'));
    expect(liveParams().some((row) => row.paramKey === doomed.paramKey)).toBe(false);

    pressUndo();
    await expectToast(`已撤销: 参数管理 · 删除所选 · ${doomed.paramName}`);
    const back = liveParams().filter((row) => row.paramKey === doomed.paramKey);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ paramName: doomed.paramName, paramValue: doomed.paramValue, remark: doomed.remark });
    expect(back[0]!.id).not.toBe(doomed.id);
  });

  it('Ctrl+Z undoes the toolbar\'s delete of several rows: each is back', async () => {
    await openParams();
    const [first, second] = liveParams().map((row) => ({ ...row }));
    act(() => selectRows(param.name, [first!.id, second!.id]));
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '删除' }));
    const question = (await screen.findByText('确定将选择数据删除?')).closest<HTMLElement>('[role=alertdialog]')!;
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitUntil(() => !liveParams().some((row) => row.id === first!.id || row.id === second!.id), PATIENCE, () => 'the rows were not deleted');

    pressUndo();
    await expectToast(`已撤销: 参数管理 · 批量删除 · ${first!.paramName}, ${second!.paramName}`);
    for (const row of [first!, second!]) {
      expect(liveParams().filter((candidate) => candidate.paramKey === row.paramKey)).toEqual([
        expect.objectContaining({ paramName: row.paramName, paramValue: row.paramValue }),
      ]);
    }
  });

  it('Ctrl+Z undoes an add and an edit saved from the record form', async () => {
    await openParams();
    await act(() => execute('crud.param.add', {}, 'hotkey'));
    await saveForm('新增 · 参数管理', { 参数名称: '表单新增', 参数键名: 'undo.form', 参数键值: 'v' });
    const added = liveParams().find((row) => row.paramKey === 'undo.form');
    expect(added).toBeTruthy();
    pressUndo();
    await expectToast('已撤销: 参数管理 · 新增 · 表单新增');
    expect(liveParams().some((row) => row.paramKey === 'undo.form')).toBe(false);

    const before = { ...liveParams()[0]! };
    act(() => selectRows(param.name, [before.id]));
    await act(() => execute('crud.param.edit', {}, 'hotkey'));
    await saveForm('编辑 · 参数管理', { 参数键值: 'edited in the form' });
    expect(liveParams().find((row) => row.id === before.id)?.paramValue).toBe('edited in the form');
    pressUndo();
    await expectToast(`已撤销: 参数管理 · 编辑所选 · ${before.paramName}`);
    expect(liveParams().find((row) => row.id === before.id)?.paramValue).toBe(before.paramValue);
  });

  it('undoes an edit made before a delete on the row created again', async () => {
    await openParams();
    const row = { ...liveParams()[0]! };
    act(() => selectRows(param.name, [row.id]));
    await act(() => execute('crud.param.edit', { paramName: row.paramName, paramKey: row.paramKey, paramValue: 'edited', remark: '' }, 'test'));
    act(() => selectRows(param.name, [row.id]));
    await act(() => execute('crud.param.delete', { confirm: true }, 'test'));

    await act(() => execute('edit.undo', {}, 'test'));
    await act(() => execute('edit.undo', {}, 'test'));
    const back = liveParams().filter((candidate) => candidate.paramKey === row.paramKey);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ paramValue: row.paramValue });
  });

  it('Ctrl+Z in a text field typed in is the field\'s own; in one not typed in since it took focus it undoes the change', async () => {
    await openParams();
    const before = layout.theme;
    await act(() => execute('layout.theme', { theme: 'theme-dark' }, 'test'));
    const field = within(document.querySelector<HTMLElement>(`section[data-resource="${param.name}"]`)!).getAllByRole('textbox')[0]!;
    act(() => field.focus());
    await userEvent.setup().type(field, '王');
    pressUndo(field);
    expect(layout.theme).toBe('theme-dark');

    // Focus leaves and comes back (a dialog opened and closed): the typing is from before.
    act(() => field.blur());
    act(() => field.focus());
    pressUndo(field);
    await waitUntil(() => layout.theme === before, PATIENCE, () => `the theme stayed ${layout.theme}`);
  });
});

describe('undo on a long list', () => {
  it('Ctrl+Z undoes a form\'s add on a list where the new row sorts after a page of 200 others', async () => {
    const [template] = db.rows('post').filter((row) => row.isDeleted === 0);
    const others = Array.from({ length: 250 }, (_, i) => db.insert('post', { ...template!, id: db.nextId(), postCode: `long${i}`, postName: `长列表岗位${i}`, sort: 1 }));
    try {
      await renderConsoleAs('admin', post.menuPath);
      await waitUntil(() => Boolean(viewOf(post.name)?.settled()), PATIENCE, () => 'the post screen did not load');
      await act(() => execute('crud.post.add', {}, 'hotkey'));
      await saveForm('新增 · 岗位管理', { 岗位类型: '基层', 岗位编号: 'undo-long', 岗位名称: '排在最后的岗位', 岗位排序: '99' });
      const live = () => db.rows('post').filter((row) => row.isDeleted === 0 && row.postCode === 'undo-long');
      expect(live()).toHaveLength(1);
      pressUndo();
      await expectToast('已撤销: 岗位管理 · 新增 · 排在最后的岗位');
      expect(live()).toHaveLength(0);
    } finally {
      db.remove('post', others);
    }
  });
});

describe('the palette\'s undo', () => {
  it('names what it will undo, says when the last change cannot be undone, and when nothing is left', async () => {
    await renderConsoleAs('admin');
    expect((await paletteUndoRow()).textContent).toContain('没有可撤销的操作');

    await act(() => execute('layout.theme', { theme: 'theme-dark' }, 'test'));
    unregister.push(registerCommand({
      id: 'test.irreversible', title: { zh: '不可撤销的写入', en: 'Irreversible write' }, group: 'system', changesData: true,
      run: () => undefined, check: { impossible: { zh: '测试替身', en: 'a test double of a command that writes and cannot be undone' } },
    }));
    await act(() => execute('test.irreversible', {}, 'test'));
    expect((await paletteUndoRow()).textContent).toContain('无法撤销: 不可撤销的写入');

    const user = userEvent.setup();
    await user.click(await paletteUndoRow());
    await expectToast('无法撤销: 不可撤销的写入');
    expect(layout.theme).toBe('theme-dark');
    expect((await paletteUndoRow()).textContent).toContain('切换主题 · 黑色主题');
  });

  it('shows the hint in the language of the console', async () => {
    await renderConsoleAs('admin');
    await act(() => execute('layout.theme', { theme: 'theme-dark' }, 'test'));
    await act(() => execute('session.language', { language: 'en' }, 'test'));
    const row = await paletteUndoRow('Undo');
    expect(row.textContent).toContain('Switch language · English');
  });
});

describe('undo of the layout settings', () => {
  it('puts back the previous theme, colour, sidebar and language, newest first', async () => {
    await renderConsoleAs('admin');
    const before = { theme: layout.theme, color: layout.color, collapsed: layout.collapsed, language: language.current };
    await act(() => execute('layout.theme', { theme: 'theme-star' }, 'test'));
    await act(() => execute('layout.color', { color: '#1f6feb' }, 'test'));
    await act(() => execute('layout.sidebar', {}, 'test'));
    await act(() => execute('session.language', { language: 'en' }, 'test'));

    await act(() => execute('edit.undo', {}, 'test'));
    expect(language.current).toBe(before.language);
    await screen.findAllByText('首页');
    await act(() => execute('edit.undo', {}, 'test'));
    expect(layout.collapsed).toBe(before.collapsed);
    await act(() => execute('edit.undo', {}, 'test'));
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe(before.color);
    await act(() => execute('edit.undo', {}, 'test'));
    expect(document.documentElement.dataset.theme).toBe(before.theme);
    await act(() => execute('edit.undo', {}, 'test'));
    await expectToast('没有可撤销的操作');
  });
});

describe('the undo history', () => {
  it('is forgotten at logout: the next session has nothing to undo', async () => {
    await renderConsoleAs('admin');
    await act(() => execute('layout.theme', { theme: 'theme-dark' }, 'test'));
    await act(() => execute('session.logout', {}, 'test'));
    await waitUntil(() => window.location.pathname === '/login', PATIENCE, () => 'not logged out');

    await renderConsoleAs('admin');
    expect((await paletteUndoRow()).textContent).toContain('没有可撤销的操作');
  });

  it('is not handed to another user', async () => {
    await renderConsoleAs('admin');
    await act(() => execute('layout.theme', { theme: 'theme-dark' }, 'test'));
    await renderConsoleAs('schoolAdmin');
    pressUndo();
    await expectToast('没有可撤销的操作');
    expect(layout.theme).toBe('theme-dark');
  });
});

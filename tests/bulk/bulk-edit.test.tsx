/**
 * 批量编辑 on lists of several shapes: the fields given change on exactly the rows chosen (some
 * selected, or every row of a search over several pages), read back from the server; a row the
 * form's rules refuse is listed with its message and left as it was; one undo puts every
 * changed row back. Over more rows than one read page, it reads and writes them a page at a time
 * and its undo puts back only the fields it set, on the rows as they are by then; a few rows of a
 * table of several read pages are read by their ids, no page past the first.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import { READ_PAGE } from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { execute } from '../../src/platform/registry';
import { viewOf } from '../../src/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { crudCommandId } from '../../src/schema/command-ids';
import { refuseLaterPages } from '../helpers/first-pages';

type Live = Record<string, unknown> & { id: string; isDeleted: number; tenantId: string };
const live = (table: string) => db.rows<Live>(table).filter((row) => row.isDeleted === 0 && row.tenantId === '100001');
const idOf = (table: string, field: string, value: string) => live(table).find((row) => row[field] === value)!.id;

interface Case {
  screen: string;
  path: string;
  field: string;
  /** Names of the rows chosen, by the field `field`; or a search, every row of which is chosen. */
  chosen: string[] | { search: Record<string, string>; matches: (row: Live) => boolean };
  args: () => Record<string, string>;
  changed: () => Record<string, unknown>;
  /** A line of the preview. */
  preview: string;
  /** The form's message every chosen row gets when the edit breaks a rule: nothing is written. */
  refused?: string;
}

const cases: Case[] = [
  {
    screen: 'doc', path: '/school/doc', field: 'docName', chosen: ['小蝌蚪找妈妈', '小猫钓鱼', '雪孩子'],
    args: () => ({ genre: '寓言', gradeId: idOf('grade', 'gradeName', '二年级') }),
    changed: () => ({ genre: '寓言', gradeId: idOf('grade', 'gradeName', '二年级') }),
    preview: '年级 → 二年级; 体裁 → 寓言',
  },
  {
    screen: 'grade', path: '/school/grade', field: 'gradeName', chosen: ['五年级', '六年级'],
    args: () => ({ remark: '高年级段' }),
    changed: () => ({ remark: '高年级段' }),
    preview: '备注 → 高年级段',
  },
  {
    screen: 'stagelist', path: '/sch/stageList', field: 'listName', chosen: ['三年级秋季整本书共读'],
    args: () => ({ endDate: '2026-01-30', remark: '延长两周' }),
    changed: () => ({ endDate: '2026-01-30 00:00:00', remark: '延长两周' }),
    preview: '三年级秋季整本书共读: 结束日期 2026-01-16 → 2026-01-30; 备注 — → 延长两周',
  },
  {
    // Two days of documents: 12 rows, more than the first page of 10 shows.
    screen: 'doc', path: '/school/doc', field: 'docName',
    chosen: { search: { createTimeFrom: '2025-08-22', createTimeTo: '2025-08-23' }, matches: (row) => /^2025-08-2[23]/.test(String(row.createTime)) },
    args: () => ({ author: '佚名' }),
    changed: () => ({ author: '佚名' }),
    preview: '作者 → 佚名',
  },
  {
    screen: 'stagelist', path: '/sch/stageList', field: 'listName', chosen: ['三年级秋季整本书共读', '六年级经典名著阅读'],
    args: () => ({ endDate: '2025-08-01' }),
    changed: () => ({}),
    preview: '结束日期 → 2025-08-01',
    refused: '结束日期不能早于开始日期',
  },
];

/** Adds `count` grades named 分层年级1…, after the seed's in the list's order; the table's rows then. */
function addGrades(count: number): void {
  const [template] = live('grade');
  for (let i = 1; i <= count; i++) {
    db.insert('grade', { ...template!, id: `77${String(i).padStart(17, '0')}`, gradeName: `分层年级${i}`, sort: 100 + i, remark: '' });
  }
}

/** The sizes of the grade list calls from now on. */
function gradeListSizes(): number[] {
  const sizes: number[] = [];
  mockServer.use(http.get('*/api/school/grade/list', ({ request }) => {
    sizes.push(Number(new URL(request.url).searchParams.get('size')));
    return undefined;
  }));
  return sizes;
}

/** The ids of the rows the case chooses, selected as a user does. */
async function choose(c: Case): Promise<string[]> {
  if (Array.isArray(c.chosen)) {
    const ids = c.chosen.map((name) => idOf(c.screen, c.field, name));
    act(() => selectRows(c.screen, ids));
    return ids;
  }
  const { search, matches } = c.chosen;
  await act(() => execute(crudCommandId(c.screen, 'search'), search, 'api'));
  await expect.poll(() => viewOf(c.screen)?.settled() ?? false).toBe(true);
  await act(() => execute(crudCommandId(c.screen, 'selectMatching'), {}, 'api'));
  return live(c.screen).filter(matches).map((row) => row.id);
}

/** A failed case leaves its dialog open: the next case starts without it. */
afterEach(async () => {
  for (const close of screen.queryAllByRole('button', { name: '关闭' })) await userEvent.click(close);
});

it.each(cases)('sets fields on the chosen $screen rows only ($preview), with one undo', async (c) => {
  await renderConsoleAs('schoolAdmin', c.path);
  await expect.poll(() => viewOf(c.screen)?.settled() ?? false).toBe(true);
  const table = c.screen;
  const before = structuredClone(live(table));
  const chosen = await choose(c);
  const running = execute(crudCommandId(c.screen, 'bulkEdit'), c.args(), 'api');
  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  await within(dialog).findByText(c.preview, {}, { timeout: PATIENCE });
  if (c.refused) {
    for (const row of before.filter((old) => chosen.includes(old.id))) expect(dialog.textContent).toContain(`${String(row[c.field])}: ${c.refused}`);
    expect(within(dialog).getByRole('button', { name: '修改 0 行' })).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await running).toBeNull();
    expect(live(table)).toEqual(before);
    return;
  }
  await userEvent.click(await within(dialog).findByRole('button', { name: `修改 ${chosen.length} 行` }));
  await running;
  await within(dialog).findByText(`修改 ${chosen.length} 行,失败 0 行`);
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));

  for (const row of live(table)) {
    if (chosen.includes(row.id)) expect(row).toMatchObject(c.changed());
    else expect(row).toEqual(before.find((old) => old.id === row.id));
  }
  await act(() => execute('edit.undo', {}, 'api'));
  for (const id of chosen) {
    const now = live(table).find((row) => row.id === id)!;
    const was = before.find((row) => row.id === id)!;
    for (const name of Object.keys(c.changed())) expect(now[name]).toEqual(was[name]);
  }
});

it('asks in the palette for the fields when its toolbar button is pressed', async () => {
  await renderConsoleAs('schoolAdmin', '/school/grade');
  await expect.poll(() => viewOf('grade')?.settled() ?? false).toBe(true);
  const toolbar = within(screen.getAllByRole('toolbar')[0]!);
  expect(toolbar.getByRole('button', { name: '批量编辑' })).toHaveProperty('disabled', true);
  act(() => selectRows('grade', [idOf('grade', 'gradeName', '一年级')]));
  await userEvent.click(toolbar.getByRole('button', { name: '批量编辑' }));
  expect(await screen.findByText(/第 1\/2 步/, {}, { timeout: PATIENCE })).toBeTruthy();
  expect(screen.getByLabelText('年级排序')).toBeTruthy();
  await userEvent.keyboard('{Escape}');
});

it('edits more rows than one read page holds a page at a time, and its undo puts back only the fields it set', async () => {
  const count = READ_PAGE + 20;
  addGrades(count);
  const sizes = gradeListSizes();
  await renderConsoleAs('schoolAdmin', '/school/grade');
  await expect.poll(() => viewOf('grade')?.settled() ?? false).toBe(true);
  await act(() => execute(crudCommandId('grade', 'search'), { gradeName: '分层年级' }, 'api'));
  await expect.poll(() => viewOf('grade')?.settled() ?? false).toBe(true);
  await act(() => execute(crudCommandId('grade', 'selectMatching'), {}, 'api'));
  sizes.length = 0;
  const running = execute(crudCommandId('grade', 'bulkEdit'), { remark: '分层' }, 'api');
  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  await userEvent.click(await within(dialog).findByRole('button', { name: `修改 ${count} 行` }, { timeout: PATIENCE }));
  await running;
  await within(dialog).findByText(`修改 ${count} 行,失败 0 行`, {}, { timeout: PATIENCE });
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));
  const layered = () => live('grade').filter((row) => row.id.startsWith('77'));
  expect(layered().map((row) => row.remark)).toEqual(Array(count).fill('分层'));
  // The review and the writing each read the table a page at a time, never more than a page a call.
  expect(sizes.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(READ_PAGE);

  // Renamed after the edit: the undo restores the remark on the row as it is now, keeping the new name.
  const renamed = layered()[0]!.id;
  db.update('grade', db.find('grade', renamed)!, { gradeName: '改名年级' });
  await act(() => execute('edit.undo', {}, 'api'));
  expect(layered().map((row) => row.remark)).toEqual(Array(count).fill(''));
  expect(live('grade').find((row) => row.id === renamed)!.gradeName).toBe('改名年级');
}, 120_000);

it('edits a few rows of a table of several read pages reading them by id, no page past the first, and undoes them', async () => {
  // Four read pages; the rows chosen are the last three, on the last page.
  const count = 3 * READ_PAGE + 1;
  addGrades(count);
  const chosen = [count - 2, count - 1, count].map((i) => idOf('grade', 'gradeName', `分层年级${i}`));
  await renderConsoleAs('schoolAdmin', '/school/grade');
  await expect.poll(() => viewOf('grade')?.settled() ?? false).toBe(true);
  act(() => selectRows('grade', chosen));
  const before = structuredClone(live('grade'));
  const refused = refuseLaterPages();
  const sizes = gradeListSizes();
  const running = execute(crudCommandId('grade', 'bulkEdit'), { remark: '分层' }, 'api');
  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  await within(dialog).findByText(`分层年级${count}: 备注 — → 分层`, {}, { timeout: PATIENCE });
  await userEvent.click(within(dialog).getByRole('button', { name: '修改 3 行' }));
  await running;
  await within(dialog).findByText('修改 3 行,失败 0 行');
  await userEvent.click(within(dialog).getByText('关闭', { selector: 'button' }));
  for (const row of live('grade')) {
    if (chosen.includes(row.id)) expect(row.remark).toBe('分层');
    else expect(row).toEqual(before.find((old) => old.id === row.id));
  }

  await act(() => execute('edit.undo', {}, 'api'));
  for (const row of live('grade')) expect(row.remark).toBe(before.find((old) => old.id === row.id)!.remark);
  // The check, the write and the undo asked for no page of the table, only the first page's count
  // and the screen's own page.
  expect(refused).toEqual([]);
  expect(sizes).not.toContain(READ_PAGE);
}, 120_000);

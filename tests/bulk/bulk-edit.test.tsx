/**
 * 批量编辑 on lists of several shapes: the fields given change on exactly the rows chosen (read
 * back from the server), a row the form's rules refuse is listed with its message and left as
 * it was, and one undo puts every changed row back.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { selectRows } from '../../src/core/selection';
import { execute } from '../../src/platform/registry';
import { viewOf } from '../../src/resources/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import type { CommandId } from '../../src/platform/command-ids';

type Live = Record<string, unknown> & { id: string; isDeleted: number; tenantId: string };
const live = (table: string) => db.table<Live>(table).filter((row) => row.isDeleted === 0 && row.tenantId === '100001');
const idOf = (table: string, field: string, value: string) => live(table).find((row) => row[field] === value)!.id;

interface Case {
  screen: string;
  path: string;
  field: string;
  /** Names of the rows chosen, by the field `field`. */
  chosen: string[];
  args: () => Record<string, string>;
  changed: () => Record<string, unknown>;
  preview: string;
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
    preview: '结束日期 → 2026-01-30; 备注 → 延长两周',
  },
];

/** A failed case leaves its dialog open: the next case starts without it. */
afterEach(async () => {
  for (const close of screen.queryAllByRole('button', { name: '关闭' })) await userEvent.click(close);
});

it.each(cases)('sets fields on the chosen $screen rows only, with one undo', async (c) => {
  await renderConsoleAs('schoolAdmin', c.path);
  await expect.poll(() => viewOf(c.screen)?.settled() ?? false).toBe(true);
  const table = c.screen;
  const before = structuredClone(live(table));
  const chosen = c.chosen.map((name) => idOf(table, c.field, name));
  act(() => selectRows(c.screen, chosen));
  const running = execute(`crud.${c.screen}.bulkEdit` as CommandId, c.args(), 'api');
  const dialog = await screen.findByRole('dialog', {}, { timeout: PATIENCE });
  await within(dialog).findByText(c.preview, {}, { timeout: PATIENCE });
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

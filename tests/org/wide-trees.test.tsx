/**
 * Trees at a district's width, in the whole console against the Node mock on a backend that
 * refuses every whole-tree call (tests/helpers/whole-trees.ts): the
 * department screen and the user screen's department tree open, load one level for the parent
 * opened (lazy-page for the screen's top level, lazy-list / lazy-tree below it), and show a level of 2,000 departments with only the rows in
 * view in the page; the last of them is reached by keyboard. The menu and region screens open and
 * expand a level the same way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import { renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { refuseWholeTrees } from '../helpers/whole-trees';
import { giveTablesASize } from '../resource-screen/gadget';

const SCHOOL = '1123598813738675203';
/** 三年级组, the school's last department: its last child is the tree's last row. */
const GRADE_THREE = '1123598813738675221';
const WIDTH = 2000;
/** Rows a view of 2,000 px holds at most, with the overscan of either virtualizer. */
const IN_VIEW = 120;

let refused: string[] = [];
const levels: string[] = [];

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

beforeEach(() => {
  levels.length = 0;
  const [template] = db.rows('dept').filter((row) => row.id === GRADE_THREE);
  for (let i = 1; i <= WIDTH; i++) {
    db.insert('dept', { ...template!, id: `9${String(i).padStart(18, '0')}`, parentId: GRADE_THREE, ancestors: `0,${SCHOOL},${GRADE_THREE}`, deptName: `三年级${i}班`, fullName: `三年级${i}班`, sort: i + 1 });
  }
  refused = refuseWholeTrees();
  mockServer.use(http.get('*/api/*', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (/\/lazy-(tree|list|page)$/.test(path)) levels.push(new URL(request.url).searchParams.get('parentId') ?? '');
    return undefined;
  }));
});

const named = (rows: HTMLElement[], pattern: RegExp) => rows.filter((row) => pattern.test(row.getAttribute('aria-label') ?? row.textContent ?? ''));

describe('a level of 2,000 departments on a backend without whole trees', () => {
  it('机构管理 opens, loads the level it expands, and keeps only the rows in view in the page', async () => {
    await renderConsoleAs('schoolAdmin', '/system/dept');
    const pane = await screen.findByRole('region', { name: '机构管理' }, { timeout: PATIENCE });
    const grid = await within(pane).findByRole('treegrid', {}, { timeout: PATIENCE });
    const user = userEvent.setup();
    const expand = async (name: string) => {
      const row = await within(grid).findByRole('row', { name: new RegExp(name) }, { timeout: PATIENCE });
      await user.click(row.querySelector<HTMLElement>('.chevron')!);
    };
    await expand('星河实验小学');
    await expand('三年级组');
    await within(grid).findAllByText('三年级1班', {}, { timeout: PATIENCE });
    expect(within(grid).getAllByRole('row').length).toBeLessThan(IN_VIEW);
    // Every row of the opened levels counts for assistive technology, though few are in the page.
    expect(Number(grid.getAttribute('aria-rowcount'))).toBeGreaterThan(WIDTH);
    await user.keyboard('{Control>}{End}{/Control}');
    await within(grid).findAllByText(`三年级${WIDTH}班`, {}, { timeout: PATIENCE });
    expect(within(grid).getAllByRole('row').length).toBeLessThan(IN_VIEW);
    expect(levels).toEqual(expect.arrayContaining(['0', SCHOOL, GRADE_THREE]));
    expect(refused).toEqual([]);
  });

  it('用户管理\'s department tree opens level by level and keeps only the rows in view in the page', async () => {
    await renderConsoleAs('schoolAdmin', '/system/user');
    const tree = await screen.findByRole('treegrid', { name: '部门' }, { timeout: PATIENCE });
    const user = userEvent.setup();
    await user.click(await within(tree).findByRole('row', { name: '星河实验小学' }, { timeout: PATIENCE }));
    await user.keyboard('{ArrowRight}');
    await user.click(await within(tree).findByRole('row', { name: '三年级组' }, { timeout: PATIENCE }));
    await user.keyboard('{ArrowRight}');
    await within(tree).findByRole('row', { name: '三年级1班' }, { timeout: PATIENCE });
    expect(within(tree).getAllByRole('row').length).toBeLessThan(IN_VIEW);
    await user.keyboard('{End}');
    await within(tree).findByRole('row', { name: `三年级${WIDTH}班` }, { timeout: PATIENCE });
    expect(within(tree).getAllByRole('row').length).toBeLessThan(IN_VIEW);
    // Choosing it narrows the list as a department of the seed does.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(named(within(tree).getAllByRole('row'), new RegExp(`三年级${WIDTH}班`))[0]?.getAttribute('aria-selected')).toBe('true'));
    expect(levels).toEqual(expect.arrayContaining(['0', SCHOOL, GRADE_THREE]));
    expect(refused).toEqual([]);
  });

  it.each([['菜单管理', '/system/menu'], ['行政区划', '/base/region']])('%s opens and expands a level of its lazy tree', async (title, path) => {
    await renderConsoleAs('admin', path);
    const pane = await screen.findByRole('region', { name: title }, { timeout: PATIENCE });
    const grid = await within(pane).findByRole('treegrid', {}, { timeout: PATIENCE });
    const parent = await waitFor(() => {
      const row = grid.querySelector<HTMLElement>('[role=row][aria-expanded=false]');
      expect(row).not.toBeNull();
      return row!;
    }, { timeout: PATIENCE });
    const id = parent.getAttribute('data-key');
    await userEvent.setup().click(parent.querySelector<HTMLElement>('.chevron')!);
    await waitFor(() => expect(grid.querySelector('[role=row][aria-level="2"]')).not.toBeNull(), { timeout: PATIENCE });
    expect(levels).toContain(id);
    expect(refused).toEqual([]);
  });
});

/**
 * The dictionary screens in the console against the Node mock: the codes beside or above the
 * chosen code's items, by mouse and by commands, and a new item reaching a select at once.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { execute } from '../../src/platform/registry';
import { loadOptions } from '../../src/engine/options';
import { controllerOf, select } from '../../src/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { giveTablesASize } from '../resource-screen/gadget';

let restoreSize: () => void;
beforeAll(() => (restoreSize = giveTablesASize()));
afterAll(() => restoreSize());

const codesGrid = () => screen.getByRole('grid', { name: /^系统字典列表/ });
const itemsGrid = () => screen.getByRole('treegrid', { name: /^系统字典项列表/ });
const sexId = () => db.rows('dict').find((row) => row.code === 'sex' && row.parentId === '0')!.id;

describe.each([
  ['/system/dict', 'beside'],
  ['/dict-horizontal/index', 'beside'],
  ['/dict-vertical/index', 'below'],
])('the dictionary screen at %s', (path, layout) => {
  it(`shows the codes, and the items of the code clicked ${layout} them`, async () => {
    await renderConsoleAs('admin', path);
    await waitFor(() => expect(document.querySelector(`.master-detail-${layout}`)).toBeTruthy());
    await userEvent.click(await within(codesGrid()).findByText('性别'));
    await waitFor(() => within(itemsGrid()).getByText('男'));
    expect(within(itemsGrid()).getByText('女')).toBeTruthy();
    expect(within(itemsGrid()).queryByText('性别')).toBeNull();
  });
});

describe('dictionary items by command', () => {
  it('adds an item under the chosen code, with its code, and the code\'s select offers it at once', async () => {
    await renderConsoleAs('admin', '/dict-vertical/index');
    await waitFor(() => within(codesGrid()).getByText('性别'));
    const before = await loadOptions({ dict: 'sex' });
    act(() => select('dict', [sexId()]));
    await waitFor(() => within(itemsGrid()).getByText('男'));
    await act(() => execute('crud.dict_item.add', { dictValue: '未说明', dictKey: '9', sort: '9', isSealed: '0', remark: '' }, 'test'));
    await within(itemsGrid()).findByText('未说明');
    const stored = db.rows('dict').find((row) => row.dictValue === '未说明')!;
    expect(stored).toMatchObject({ code: 'sex', parentId: sexId(), dictKey: '9' });
    expect((await loadOptions({ dict: 'sex' })).map((o) => o.label)).toEqual([...before.map((o) => o.label), '未说明']);
    expect(controllerOf('dict').selected).toEqual([sexId()]);
  });
});

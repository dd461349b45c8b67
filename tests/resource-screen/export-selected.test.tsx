import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { snapshot } from 'valtio';
import { describe, expect, it } from 'vitest';
import { catchDownloads, ready } from '../../commands/crud/checks';
import { mockServer } from '../../mock-server/node';
import { readSheet } from '../../src/formats/xlsx-read';
import { selectRows } from '../../src/core/selection';
import { setLanguage } from '../../src/i18n';
import { execute } from '../../src/platform/registry';
import { arrangeColumn, columnPrefsOf, restoreColumnPrefs, type ColumnPrefs } from '../../src/engine/column-prefs';
import { afterThisTest, gadget, makeRows, prepareGadgetTests, renderGadgets, serveGadgets } from './gadget';

prepareGadgetTests();

/** Runs the command, catching the file it saves; resolves with its name and its cells. */
async function exported() {
  const downloads = catchDownloads();
  try {
    const file = await act(() => execute('crud.gadget.exportSelected', undefined, 'test'));
    return { names: downloads.names, sheet: await readSheet(file as Blob) };
  } finally {
    downloads.restore();
  }
}

/**
 * 1,201 rows on screen, the first and the last selected (the last is on the third page of 500),
 * files caught, and the second page held until `release`: a reading of them is under way, its
 * first page's progress shown, until the test lets it go on. `read()` gives the list calls made
 * since, by page and size.
 */
async function readingHeldAtPageTwo() {
  const { lists } = serveGadgets(makeRows(1201));
  renderGadgets();
  await ready(gadget);
  act(() => selectRows('gadget', ['1', '1201']));
  const asked = lists().length;
  const downloads = catchDownloads();
  afterThisTest(() => downloads.restore());
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(http.get('*/api/test/gadget/list', async ({ request }) => {
    if (new URL(request.url).searchParams.get('current') === '2') await released;
  }));
  const read = () => lists().slice(asked).map((url) => [url.searchParams.get('current'), url.searchParams.get('size')]);
  return { downloads, release: () => release(), read };
}

describe('exporting the selection', () => {
  it('writes only the selected rows, with the shown columns and option labels, without asking the server', async () => {
    const { seen } = serveGadgets(makeRows(25));
    renderGadgets();
    await ready(gadget);
    act(() => selectRows('gadget', ['2', '5']));
    const button = await screen.findByRole('button', { name: '导出所选 (2)' });
    expect(within(button.parentElement!).getByRole('button', { name: '导出' })).toBeTruthy();
    const calls = seen.length;

    const { names, sheet } = await exported();
    expect(names).toEqual([expect.stringMatching(/^gadget-\d{4}-\d{2}-\d{2}-selected\.xlsx$/)]);
    expect(sheet).toEqual([
      ['名称', '颜色', '创建时间'],
      ['gadget 2', '绿', '2024-01-02 10:00:00'],
      ['gadget 5', '红', '2024-01-05 10:00:00'],
    ]);
    expect(seen.slice(calls).filter((url) => url.pathname.endsWith('/export'))).toEqual([]);
  });

  it('reads selected rows of other pages a page at a time, keeping only those, past one page with its progress', async () => {
    const { release, read } = await readingHeldAtPageTwo();
    const exporting = execute('crud.gadget.exportSelected', undefined, 'test');
    expect(await screen.findByText('正在读取匹配的数据 500 / 1201 条')).toBeTruthy();
    release();
    const sheet = await readSheet((await act(() => exporting)) as Blob);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(['gadget 1', 'gadget 1201']);
    expect(read()).toEqual([['1', '500'], ['2', '500'], ['3', '500']]);
  });

  it('pressed again while it reads, joins the run under way: the pages are read once and one file is saved', async () => {
    const { downloads, release, read } = await readingHeldAtPageTwo();
    const first = execute('crud.gadget.exportSelected', undefined, 'test');
    expect(await screen.findByText('正在读取匹配的数据 500 / 1201 条')).toBeTruthy();
    const second = execute('crud.gadget.exportSelected', undefined, 'test');
    release();
    const [one, other] = await act(() => Promise.all([first, second]));
    expect(other).toBe(one);
    expect(downloads.names).toHaveLength(1);
    expect(read().map(([page]) => page)).toEqual(['1', '2', '3']);
    // Once it has ended, the command runs anew.
    await act(() => execute('crud.gadget.exportSelected', undefined, 'test'));
    expect(downloads.names).toHaveLength(2);
  });

  it('pressed with other rows selected while it reads, runs on its own', async () => {
    const { downloads, release } = await readingHeldAtPageTwo();
    const first = execute('crud.gadget.exportSelected', undefined, 'test');
    expect(await screen.findByText('正在读取匹配的数据 500 / 1201 条')).toBeTruthy();
    act(() => selectRows('gadget', ['1']));
    const second = execute('crud.gadget.exportSelected', undefined, 'test');
    release();
    const [whole, own] = await act(() => Promise.all([first, second]));
    expect(downloads.names).toHaveLength(2);
    expect((await readSheet(whole as Blob)).slice(1).map((row) => row[0])).toEqual(['gadget 1', 'gadget 1201']);
    expect((await readSheet(own as Blob)).slice(1).map((row) => row[0])).toEqual(['gadget 1']);
  });

  it('follows the columns as the user laid them out, in the console\'s language', async () => {
    serveGadgets(makeRows(5));
    renderGadgets();
    await ready(gadget);
    const columns = ['name', 'color', 'createTime'];
    const before = snapshot(columnPrefsOf(gadget.name)) as ColumnPrefs;
    afterThisTest(() => restoreColumnPrefs(gadget.name, before));
    // Moved: the creation time first (the workbook follows the user's order, not the schema's).
    arrangeColumn(gadget.name, columns, 'createTime', 'earlier');
    arrangeColumn(gadget.name, columns, 'createTime', 'earlier');
    arrangeColumn(gadget.name, columns, 'color', 'hide');
    setLanguage('en');
    afterThisTest(() => setLanguage('zh'));
    act(() => selectRows('gadget', ['1']));
    const { sheet } = await exported();
    expect(sheet).toEqual([['Created', 'Name'], ['2024-01-01 10:00:00', 'gadget 1']]);
  });

  it('reaches rows of other pages, read from the server in the list\'s order', async () => {
    serveGadgets(makeRows(25));
    renderGadgets();
    await ready(gadget);
    act(() => selectRows('gadget', ['24', '3']));
    const { sheet } = await exported();
    expect(sheet.slice(1).map((row) => row[0])).toEqual(['gadget 3', 'gadget 24']);
  });

  it('is offered only while rows are selected, by button and palette', async () => {
    serveGadgets(makeRows(5));
    renderGadgets();
    await ready(gadget);
    expect(screen.queryByRole('button', { name: /导出所选/ })).toBeNull();
    await expect(execute('crud.gadget.exportSelected', undefined, 'test')).rejects.toThrow();
    act(() => selectRows('gadget', ['1']));
    await userEvent.click(await screen.findByRole('button', { name: '导出所选 (1)' }));
  });
});

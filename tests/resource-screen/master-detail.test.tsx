import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createResourceCommands } from '../../commands/crud';
import { mockServer } from '../../mock-server/node';
import type { ResourceRow } from '../../src/api/resource';
import { execute, registerCommands } from '../../src/platform/registry';
import { session } from '../../src/core/session';
import { defineResource } from '../../src/schema/types';
import { chooseMaster, controllerOf, select } from '../../src/engine/controller';
import { MasterDetailView } from '../../src/resource-screen/MasterDetail';
import { Toaster } from '../../src/ui/Toaster';
import { afterThisTest, allGadgetPermissions, gadget, gadgetMenu, prepareGadgetTests, serveGadgets } from './gadget';

/** A detail of the gadget: its parts, listed by `gadgetId`. */
const part = defineResource({
  name: 'part',
  title: { zh: '零件', en: 'Parts' },
  menuPath: gadget.menuPath,
  menuCode: 'gadget',
  master: { resource: 'gadget', field: 'gadgetId' },
  api: { prefix: '/test/part', list: 'list', detail: false, submit: true, remove: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  fields: [
    { name: 'partName', label: { zh: '零件名称', en: 'Part name' }, kind: 'input', required: { zh: '请输入零件名称', en: 'Enter the part name' } },
    { name: 'gadgetId', label: { zh: '所属小工具', en: 'Gadget' }, kind: 'input', form: false, column: false },
  ],
});

const ok = (data: unknown) => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data });

/** Parts of gadgets 1 and 2, and the list calls as the server saw them. */
function serveParts() {
  const parts: ResourceRow[] = [
    { id: 'p1', partName: '齿轮', gadgetId: '1' },
    { id: 'p2', partName: '弹簧', gadgetId: '1' },
    { id: 'p3', partName: '螺丝', gadgetId: '2' },
  ];
  const asked: (string | null)[] = [];
  mockServer.use(
    http.get('*/api/test/part/list', ({ request }) => {
      const gadgetId = new URL(request.url).searchParams.get('gadgetId');
      asked.push(gadgetId);
      const records = parts.filter((row) => row.gadgetId === gadgetId);
      return ok({ records, total: records.length, current: 1, size: 10 });
    }),
    http.post('*/api/test/part/submit', async ({ request }) => {
      const body = (await request.json()) as ResourceRow;
      parts.push({ ...body, id: `p${parts.length + 1}` });
      return ok(null);
    }),
  );
  return { parts, asked };
}

function renderMasterDetail() {
  session.token = 'test-token';
  session.permission = { ...allGadgetPermissions };
  session.menus = [gadgetMenu];
  window.history.replaceState(null, '', gadget.menuPath);
  afterThisTest(registerCommands([...createResourceCommands(gadget), ...createResourceCommands(part)]));
  afterThisTest(() => act(() => chooseMaster('part', null)));
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MasterDetailView master={gadget} detail={part} layout="beside" />
      <Toaster />
    </SWRConfig>,
  );
}

const partsTable = () => screen.getByRole('grid', { name: /零件/ });

prepareGadgetTests();

describe('a master-detail screen', () => {
  it('lists nothing under no master, then the chosen master row\'s details, with its name above them', async () => {
    serveGadgets();
    const { asked } = serveParts();
    renderMasterDetail();
    await screen.findByText('请先在“小工具”中选择一行');
    expect(asked).toEqual([]);

    act(() => select('gadget', ['1']));
    await within(partsTable()).findByText('齿轮');
    expect(within(partsTable()).getByText('弹簧')).toBeTruthy();
    expect(within(partsTable()).queryByText('螺丝')).toBeNull();
    expect(screen.getByText('零件 · gadget 1')).toBeTruthy();

    act(() => select('gadget', ['2']));
    await within(partsTable()).findByText('螺丝');
    expect(within(partsTable()).queryByText('齿轮')).toBeNull();
    expect(asked).toEqual(['1', '2']);
  });

  it('adds a detail row under the chosen master, and keeps the master selected while the detail reloads', async () => {
    serveGadgets();
    const { parts } = serveParts();
    renderMasterDetail();
    act(() => select('gadget', ['2']));
    await within(partsTable()).findByText('螺丝');

    await act(() => execute('crud.part.add', { partName: '轴承' }, 'test'));
    await within(partsTable()).findByText('轴承');
    expect(parts.at(-1)).toMatchObject({ partName: '轴承', gadgetId: '2' });
    expect(controllerOf('gadget').selected).toEqual(['2']);
  });

  it('warns 请选择至少一条数据 when the detail\'s 删除 is pressed with no detail row selected, as every list does', async () => {
    serveGadgets();
    const { parts } = serveParts();
    renderMasterDetail();
    act(() => select('gadget', ['1']));
    await within(partsTable()).findByText('齿轮');
    const detailBar = screen.getAllByRole('toolbar').at(-1)!;
    await userEvent.click(within(detailBar).getByRole('button', { name: '删除' }));
    await screen.findByText('请选择至少一条数据');
    expect(parts).toHaveLength(3);
    expect(controllerOf('gadget').selected).toEqual(['1']);
  });

  it('gives the master the shortcuts: the detail\'s commands have none', () => {
    const commands = createResourceCommands(part);
    expect(commands.filter((command) => command.shortcut)).toEqual([]);
    expect(createResourceCommands(gadget).some((command) => command.shortcut === 'alt+n')).toBe(true);
  });

  it('chooses the master by a click on its row', async () => {
    serveGadgets();
    serveParts();
    renderMasterDetail();
    const gadgets = screen.getByRole('grid', { name: /小工具/ });
    await userEvent.click(await within(gadgets).findByText('gadget 1'));
    await waitFor(() => expect(controllerOf('part').masterId).toBe('1'));
    await within(partsTable()).findByText('齿轮');
  });
});

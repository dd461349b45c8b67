/**
 * A test-only resource ("gadget") with a strict in-memory backend: every call the view makes
 * is answered here and recorded, so tests assert on the requests as the server saw them.
 */
import { provideFeatureDialogs } from '../../src/features/dialogs';
import { PATIENCE } from '../helpers/patience';
import { act, configure, getConfig, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { createResourceCommands } from '../../commands/crud';
import { registerCommands } from '../../src/platform/registry';
import { mockServer } from '../../mock-server/node';
import type { ResourceRow } from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { session } from '../../src/core/session';
import { defineResource, type ResourceSchema } from '../../src/schema/types';
import { controllerOf, resetSearch, setPageSize, closeDialog } from '../../src/engine/controller';
import { ResourceView } from '../../src/resource-screen/ResourceView';
import { Toaster, toasts } from '../../src/ui/Toaster';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const gadget = defineResource({
  name: 'gadget',
  title: { zh: '小工具', en: 'Gadgets' },
  menuPath: '/test/gadget',
  menuCode: 'gadget',
  api: { prefix: '/test/gadget', list: 'list', detail: true, submit: true, remove: true, export: '/test/gadget/export' },
  scope: 'tenant',
  dialogWidth: 640,
  buttons: { add: true, edit: true, delete: true, view: true },
  fields: [
    { name: 'name', label: { zh: '名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入名称', en: 'Enter the name' } },
    {
      name: 'color',
      label: { zh: '颜色', en: 'Colour' },
      kind: 'select',
      search: true,
      options: { static: [{ value: 'r', label: { zh: '红', en: 'Red' } }, { value: 'g', label: { zh: '绿', en: 'Green' } }] },
      required: { zh: '请选择颜色', en: 'Choose the colour' },
    },
    { name: 'createTime', label: { zh: '创建时间', en: 'Created' }, kind: 'datetime', search: true, form: false },
    { name: 'content', label: { zh: '内容', en: 'Content' }, kind: 'richText', column: false },
  ],
});

/** Every permission code of the gadget screen. */
export const allGadgetPermissions = { gadget_add: true, gadget_edit: true, gadget_delete: true, gadget_view: true } as const;

export const makeRows = (n: number): ResourceRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    name: `gadget ${i + 1}`,
    color: i % 2 ? 'g' : 'r',
    createTime: `2024-01-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
    content: `<p>gadget ${i + 1}</p>`,
  }));

/** The in-memory table behind /api/test/gadget and the requests it received. */
export function serveGadgets(rows: ResourceRow[] = makeRows(25)) {
  const seen: URL[] = [];
  const bodies: Record<string, unknown>[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    seen.push(url);
    return url;
  };
  mockServer.use(
    http.get('*/api/test/gadget/list', ({ request }) => {
      const url = record(request);
      const current = Number(url.searchParams.get('current'));
      // MyBatis-Plus clamps a page to its limit, as the mock does (1,000).
      const size = Math.min(Number(url.searchParams.get('size')), 1000);
      const name = url.searchParams.get('name') ?? '';
      const matching = rows.filter((row) => String(row.name).includes(name));
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { records: matching.slice((current - 1) * size, current * size), total: matching.length, current, size } });
    }),
    http.get('*/api/test/gadget/detail', ({ request }) => {
      const id = record(request).searchParams.get('id');
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: rows.find((row) => row.id === id) ?? null });
    }),
    http.post('*/api/test/gadget/submit', async ({ request }) => {
      record(request);
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.id) Object.assign(rows.find((row) => row.id === body.id)!, body);
      else rows.unshift({ ...body, id: String(rows.length + 100) } as ResourceRow);
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
    }),
    http.get('*/api/test/gadget/export', ({ request }) => {
      record(request);
      return new HttpResponse(new Blob(['name\n', ...rows.map((row) => `${row.name}\n`)], { type: 'text/csv' }));
    }),
    http.post('*/api/test/gadget/remove', ({ request }) => {
      const ids = (record(request).searchParams.get('ids') ?? '').split(',');
      rows.splice(0, rows.length, ...rows.filter((row) => !ids.includes(row.id)));
      return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: null });
    }),
  );
  return { rows, seen, bodies, lists: () => seen.filter((url) => url.pathname.endsWith('/list')) };
}

/** Answers the next submit with a refusal (`msg`) after `ms`, so a test can look at the form meanwhile. */
/**
 * The next submit is refused with `msg`; its answer waits until the returned function is called
 * (at once when `held` is false), so a test sees the form while the save is under way.
 */
export function refuseSubmit(msg = '名称已存在', held = false): () => void {
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  mockServer.use(
    http.post('*/api/test/gadget/submit', async () => {
      await released;
      return HttpResponse.json({ code: 400, success: false, msg, data: null }, { status: 400 });
    }, { once: true }),
  );
  return release;
}

/** Every export call's answer waits until `release` is called; `calls` counts the export calls made. */
export function holdExports(): { release: () => void; calls: () => number } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  mockServer.use(
    http.get('*/api/test/gadget/export', async () => {
      calls++;
      await released;
      return new HttpResponse(new Blob(['name\n'], { type: 'text/csv' }));
    }),
  );
  return { release, calls: () => calls };
}

/** React Aria's virtualizer sizes itself from clientWidth/Height, which happy-dom leaves at 0. */
export function giveTablesASize(width = 1000, height = 600): () => void {
  const proto = HTMLElement.prototype;
  const names = ['clientWidth', 'clientHeight'] as const;
  // happy-dom's own getters, put back afterwards (a file after this one may share the window).
  const own = names.map((name) => Object.getOwnPropertyDescriptor(proto, name));
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () =>
    names.forEach((name, i) => {
      const descriptor = own[i];
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    });
}

/**
 * For a whole test file: tables of 1200 x 2000 px (tall enough for 30 rows: the virtual table
 * mounts only the rows that fit), and Testing Library's patient waits (PATIENCE).
 */
export function largeTablesAndPatientWaits(): void {
  let restoreSize: () => void;
  const { asyncUtilTimeout } = getConfig();
  beforeAll(() => {
    restoreSize = giveTablesASize(1200, 2000);
    configure({ asyncUtilTimeout: PATIENCE });
  });
  afterAll(() => {
    restoreSize();
    configure({ asyncUtilTimeout });
  });
}

/** The menu item that puts the gadget screen in the user's menus. */
export const gadgetMenu = { id: 'm1', parentId: '0', code: 'gadget', name: '小工具', path: gadget.menuPath };

const undoAfterTest: (() => void)[] = [];

/** Runs `undo` after the current test (see prepareGadgetTests). */
export function afterThisTest(undo: () => void): void {
  undoAfterTest.push(undo);
}

/** Texts of the visible toasts. */
export const toastTexts = () => toasts.visibleToasts.map((toast) => toast.content.text);

/**
 * The hooks of every gadget-screen test file: tables get a size (happy-dom has no layout);
 * after each test, what it registered is undone and the controller and toasts are reset.
 */
export function prepareGadgetTests(schema: ResourceSchema = gadget): void {
  let restoreSize: () => void = () => undefined;
  beforeAll(() => (restoreSize = giveTablesASize()));
  afterAll(() => restoreSize());
  afterEach(() => {
    undoAfterTest.splice(0).forEach((undo) => undo());
    resetGadgetState(schema);
    toasts.visibleToasts.forEach((toast) => toasts.close(toast.key));
  });
}

/**
 * Opens the gadget screen (at `path`, default its own) as a logged-in user with the given
 * permissions, its commands and the dialogs they open registered unless `register` is false
 * (undone after the test).
 */
export function renderGadgets(
  schema: ResourceSchema = gadget,
  permission: Record<string, true> = { ...allGadgetPermissions },
  { path = schema.menuPath, register = true } = {},
) {
  session.token = 'test-token';
  session.permission = permission;
  session.menus = [gadgetMenu];
  window.history.replaceState(null, '', path);
  if (register) {
    afterThisTest(registerCommands(createResourceCommands(schema)));
    afterThisTest(provideFeatureDialogs());
  }
  const view = render(
    // A fresh cache per test: no list leaks from one test into the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResourceView schema={schema} />
      <Toaster />
    </SWRConfig>,
  );
  return view;
}

/** Back to a fresh controller (it outlives views on purpose, so tests reset it). */
export function resetGadgetState(schema: ResourceSchema = gadget) {
  act(() => {
    resetSearch(schema.name);
    setPageSize(schema.name, 10);
    closeDialog(schema.name);
    controllerOf(schema.name).expanded = [];
    selectRows(null, []);
  });
}

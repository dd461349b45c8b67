/**
 * Saved views of a list screen (src/engine/saved-views.ts): save the screen's search,
 * sort and page size under a name, delete one, make one the screen's default, and one command
 * per saved view that shows it again ("参数管理: 视图 · 最近修改"), kept in step with the
 * user's views and the screens their menus open.
 */
import { snapshot, subscribe } from 'valtio';
import type { Localized } from '../../src/base/config';
import { config } from '../../src/base/config';
import { findMenuByPath } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { localize } from '../../src/i18n/resource';
import { resources } from '../../src/schema';
import { searchFieldsOf } from '../../src/engine/tenant-column';
import type { ResourceSchema } from '../../src/schema/types';
import { isTreeResource } from '../../src/engine/access';
import { controllerOf, resetSearch, search, setPageSize, setSort, type ViewHandle } from '../../src/engine/controller';
import {
  allSavedViews, defaultView, deleteView, saveView, savedViews, savedViewsVersion, setDefaultView, type SavedView,
} from '../../src/engine/saved-views';
import { showState } from '../../src/engine/screen-query';
import { getCommand, registerCommands } from '../../src/platform/registry';
import type { AnyCommand, ArgSpec, CheckHarness, Command, CommandContext, NoArgs } from '../../src/platform/types';
import { firstRow, ready, showsRows, until } from './checks';
import { onScreen } from './shared';
import { checkedField, serverPage } from './sort';
import { crudCommandId, type SavedViewCommandId } from '../../src/schema/command-ids';

/** List screens keep views: a tree has no pages or order to keep. */
export const keepsViews = (schema: ResourceSchema): boolean => !isTreeResource(schema);

export const savedViewCommandId = (schema: ResourceSchema, view: Pick<SavedView, 'id'>): SavedViewCommandId => `crud.${schema.name}.view.${view.id}` as SavedViewCommandId;

const title = (schema: ResourceSchema, zh: string, en: string): Localized => ({ zh: `${schema.title.zh} · ${zh}`, en: `${schema.title.en} · ${en}` });
const keywords = (schema: ResourceSchema, ...words: string[]) => ['view', 'saved', '视图', ...words, schema.name, schema.title.zh, schema.title.en];

/** The saved views of the screen as choices. */
const viewChoices = (schema: ResourceSchema) => () => savedViews(schema.name).map((view) => ({ value: view.id, label: view.name }));

function savedView(schema: ResourceSchema, id: string): SavedView {
  const view = savedViews(schema.name).find((candidate) => candidate.id === id);
  if (!view) throw new Error(`${schema.name} has no saved view ${id}`);
  return view;
}

/** Saves the screen's applied search, sort and page size as a view named as the user says. */
export function saveViewCommand(schema: ResourceSchema): Command<{ name: ArgSpec }> {
  return {
    id: crudCommandId(schema.name, 'saveView'),
    title: title(schema, '保存视图', 'Save view'),
    group: 'resource',
    at: schema.menuPath,
    keywords: keywords(schema, 'save', '保存'),
    args: {
      name: {
        kind: 'text',
        label: { zh: '视图名称', en: 'View name' },
        validate: (value) => (value.trim() ? undefined : { zh: '请输入视图名称', en: 'Enter the view name' }),
      },
    },
    when: (ctx) => onScreen(schema, ctx),
    run: (_ctx, { name }) => {
      const { filters, sort, size } = snapshot(controllerOf(schema.name));
      return saveView(schema.name, { name: name.trim(), filters, sort, size });
    },
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const handle = await showSample(schema);
        const name = `view-${Date.now().toString(36)}`;
        const saved = (await h.run({ name })) as SavedView;
        h.cleanup(() => deleteView(schema.name, saved.id));
        const { filters, sort, size } = controllerOf(schema.name);
        h.expect(JSON.stringify(savedViews(schema.name).find((view) => view.name === name)) === JSON.stringify({ ...saved, filters, sort, size }), `the saved view ${name} does not hold the screen's search, sort and size`);
        const apply = savedViewCommandId(schema, saved);
        await until(() => getCommand(apply) !== undefined, `the command ${apply} to be registered`);
        resetScreen(schema);
        await h.execute(apply);
        await showsView(h, schema, handle, saved);
      },
    },
  };
}

/** Deletes one of the screen's saved views (its command goes with it). */
export function deleteViewCommand(schema: ResourceSchema): Command<{ view: ArgSpec }> {
  return {
    id: crudCommandId(schema.name, 'deleteView'),
    title: title(schema, '删除视图', 'Delete view'),
    group: 'resource',
    at: schema.menuPath,
    keywords: keywords(schema, 'delete', 'remove', '删除'),
    args: { view: { kind: 'choice', label: { zh: '视图', en: 'View' }, options: viewChoices(schema) } },
    when: (ctx: CommandContext) => onScreen(schema, ctx) && savedViews(schema.name).length > 0,
    run: (_ctx, { view }) => deleteView(schema.name, savedView(schema, view).id),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const saved = saveView(schema.name, { name: `gone-${Date.now().toString(36)}`, filters: {}, sort: null, size: config.pageSize });
        h.cleanup(() => deleteView(schema.name, saved.id));
        await until(() => getCommand(savedViewCommandId(schema, saved)) !== undefined, 'the view\'s command to be registered');
        await h.run({ view: saved.id });
        h.expect(!savedViews(schema.name).some((view) => view.id === saved.id), `the view ${saved.name} is still saved`);
        await until(() => getCommand(savedViewCommandId(schema, saved)) === undefined, 'the deleted view\'s command to go');
      },
    },
  } satisfies Command<{ view: ArgSpec }>;
}

const NONE = 'none';

/** Makes one saved view the screen's default (shown when the screen is first opened without a query), or none. */
export function defaultViewCommand(schema: ResourceSchema): Command<{ view: ArgSpec }> {
  return {
    id: crudCommandId(schema.name, 'defaultView'),
    title: title(schema, '设为默认视图', 'Set default view'),
    group: 'resource',
    at: schema.menuPath,
    keywords: keywords(schema, 'default', '默认'),
    args: {
      view: {
        kind: 'choice',
        label: { zh: '默认视图', en: 'Default view' },
        options: () => [...viewChoices(schema)(), { value: NONE, label: localize({ zh: '无默认视图', en: 'No default view' }) }],
      },
    },
    when: (ctx: CommandContext) => onScreen(schema, ctx) && savedViews(schema.name).length > 0,
    run: (_ctx, { view }) => setDefaultView(schema.name, view === NONE ? null : savedView(schema, view).id),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        await ready(schema);
        const saved = saveView(schema.name, { name: `default-${Date.now().toString(36)}`, filters: {}, sort: { column: checkedField(schema).name, direction: 'descending' }, size: config.pageSize });
        h.cleanup(() => deleteView(schema.name, saved.id));
        await h.run({ view: saved.id });
        h.expect(defaultView(schema.name)?.id === saved.id, `${saved.name} is not the screen's default view`);
        await h.run({ view: NONE });
        h.expect(defaultView(schema.name) === undefined, 'the screen still has a default view');
      },
    },
  } satisfies Command<{ view: ArgSpec }>;
}

/** Shows one saved view: its search, sort and page size, from the first page. */
export function applyViewCommand(schema: ResourceSchema, view: SavedView): Command<NoArgs> {
  return {
    id: savedViewCommandId(schema, view),
    title: title(schema, `视图 · ${view.name}`, `View · ${view.name}`),
    group: 'resource',
    at: schema.menuPath,
    keywords: keywords(schema, view.name),
    when: (ctx) => onScreen(schema, ctx),
    run: () => showState(schema.name, { ...savedView(schema, view.id), page: 1 }),
    check: {
      at: schema.menuPath,
      scenario: async (h) => {
        const handle = await ready(schema);
        resetScreen(schema);
        await h.run();
        await showsView(h, schema, handle, view);
      },
    },
  };
}

/** The save, delete and default commands of a list screen. */
export function savedViewCommands(schema: ResourceSchema): AnyCommand[] {
  return keepsViews(schema) ? [saveViewCommand(schema), deleteViewCommand(schema), defaultViewCommand(schema)] : [];
}

/**
 * Keeps one command per saved view of each list screen the user's menus open, registered again
 * whenever views are saved or deleted, or the session's menus change. Returns the function that
 * stops and unregisters them.
 */
export function installSavedViewCommands(): () => void {
  let signature = '';
  let unregister = () => {};
  const sync = () => {
    const views = allSavedViews();
    const commands = (resources as readonly ResourceSchema[])
      .filter((schema) => keepsViews(schema) && findMenuByPath(session.menus, schema.menuPath))
      .flatMap((schema) => (views[schema.name] ?? []).map((view) => applyViewCommand(schema, view)));
    const next = JSON.stringify(commands.map((command) => [command.id, command.title]));
    if (next === signature) return;
    signature = next;
    unregister();
    unregister = registerCommands(commands);
  };
  sync();
  const stop = [subscribe(session, sync), subscribe(savedViewsVersion, sync)];
  return () => {
    stop.forEach((undo) => undo());
    unregister();
  };
}

/** Puts the screen's search, order and page size back to the defaults. */
function resetScreen(schema: ResourceSchema): void {
  resetSearch(schema.name);
  setSort(schema.name, null);
  setPageSize(schema.name, config.pageSize);
}

/**
 * Shows a search that finds the first row (by its text search field, when the screen has one),
 * ordered descending by the column the sort check uses, 30 rows a page: a view to save.
 */
async function showSample(schema: ResourceSchema): Promise<ViewHandle> {
  const view = await ready(schema);
  const field = searchFieldsOf(schema).find((candidate) => candidate.kind === 'input');
  const value = field && firstRow(view)?.[field.name];
  setPageSize(schema.name, 30);
  if (field && typeof value === 'string' && value) search(schema.name, { [field.name]: value });
  setSort(schema.name, { column: checkedField(schema).name, direction: 'descending' });
  return view;
}

/** The screen holds the view's search, sort and size, and shows the rows the server answers for them. */
async function showsView(h: CheckHarness, schema: ResourceSchema, handle: ViewHandle, view: SavedView): Promise<void> {
  const state = controllerOf(schema.name);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  await until(() => same(state.filters, view.filters) && same(state.sort, view.sort) && state.size === view.size && state.page === 1, `the screen to show the view ${view.name}`);
  h.expect(same(state.draft, view.filters), `the search bar does not hold the view ${view.name}'s search`);
  const rows = await serverPage(schema, view.sort);
  await showsRows(handle, rows, `the rows of the view ${view.name}, as the server answers them`);
}

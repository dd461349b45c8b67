/**
 * The workflow lists' paging, page size and search (the table, pager and controller every list
 * uses: src/features/flow/FlowList.tsx), and 流程管理's mode and category. Each acts on the list
 * on screen; its controller is named by the list's route.
 */
import { snapshot } from 'valtio';
import type { Filters } from '../../src/api/resource';
import { config } from '../../src/base/config';
import { t } from '../../src/i18n';
import type { CommandContext, CheckHarness } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { controllerOf, goToPage, pageCount, search, setPageSize, viewOf } from '../../src/engine/controller';
import { flowLists, isFlowList, type FlowListRoute } from '../../src/features/flow/lists';
import { flowCategories } from '../../src/api/flow-admin';
import { idsOf, until } from '../crud/checks';
import { inConsole } from '../navigation/helpers';

const onList = (ctx: CommandContext) => inConsole(ctx) && isFlowList(ctx.route);
const routeOf = (ctx: CommandContext) => ctx.route as FlowListRoute;

/** Waits until the list on screen shows the server's answer for its controller's page, size and filters. */
async function showsServerPage(route: FlowListRoute, what: string): Promise<readonly { id: string }[]> {
  const { page, size, filters } = controllerOf(route);
  const answer = await flowLists[route]({ current: page, size, filters: structuredClone(snapshot(controllerOf(route)).filters) as Filters });
  await until(() => Boolean(viewOf(route)?.settled()) && idsOf(viewOf(route)!.rows()) === idsOf(answer.records as never), `${what} (${page}/${size}/${JSON.stringify(filters)})`);
  return answer.records;
}

/** Puts the list's page, size and filters back when the check ends. */
function keepList(h: CheckHarness, route: FlowListRoute): void {
  const { page, size, filters, draft } = structuredClone(snapshot(controllerOf(route)));
  h.cleanup(() => Object.assign(controllerOf(route), { page, size, filters, draft }));
}

const START = '/work/start';

function stepPage(step: 1 | -1) {
  return defineCommand({
    id: step === 1 ? 'flow.list.nextPage' : 'flow.list.previousPage',
    title: step === 1 ? { zh: '流程列表 · 下一页', en: 'Workflow list · next page' } : { zh: '流程列表 · 上一页', en: 'Workflow list · previous page' },
    group: 'workflow',
    keywords: ['page', step === 1 ? 'next' : 'previous', step === 1 ? '下一页' : '上一页', '翻页'],
    when: onList,
    run: (ctx) => goToPage(routeOf(ctx), controllerOf(routeOf(ctx)).page + step),
    check: {
      at: START,
      scenario: async (h) => {
        keepList(h, START);
        await showsServerPage(START, 'the start list');
        const state = controllerOf(START);
        if (pageCount(state) < 2) h.skip({ zh: `列表共 ${state.total} 条, 每页 ${state.size} 条, 只有一页`, en: `the list holds ${state.total} rows, one page of ${state.size}` });
        goToPage(START, step === 1 ? 1 : 2);
        await h.run();
        h.expect(state.page === (step === 1 ? 2 : 1), `at page ${state.page}`);
        await showsServerPage(START, 'the page the server answers');
      },
    },
  });
}

export const nextPageCommand = stepPage(1);
export const previousPageCommand = stepPage(-1);

export const pageSizeCommand = defineCommand({
  id: 'flow.list.pageSize',
  title: { zh: '流程列表 · 每页条数', en: 'Workflow list · rows per page' },
  group: 'workflow',
  keywords: ['page', 'size', '每页', '条数'],
  when: onList,
  args: {
    size: { kind: 'choice', label: { zh: '每页条数', en: 'Rows per page' }, options: () => config.pageSizes.map((size) => ({ value: String(size), label: t('crud.pager.size', { size }) })) },
  },
  run: (ctx, { size }) => {
    const value = Number(size);
    if (!(config.pageSizes as readonly number[]).includes(value)) throw new Error(`Page size must be one of ${config.pageSizes.join(', ')}`);
    setPageSize(routeOf(ctx), value);
  },
  check: {
    at: START,
    scenario: async (h) => {
      keepList(h, START);
      const size = config.pageSizes.find((option) => option !== controllerOf(START).size)!;
      await h.run({ size: String(size) });
      h.expect(controllerOf(START).size === size, `the size is ${controllerOf(START).size}`);
      await showsServerPage(START, `the first ${size} rows as the server answers them`);
      await h.see(t('crud.pager.size', { size }));
    },
  },
});

export const searchCommand = defineCommand({
  id: 'flow.list.search',
  title: { zh: '流程列表 · 搜索', en: 'Workflow list · search' },
  group: 'workflow',
  keywords: ['search', 'find', '搜索', '查询'],
  when: onList,
  args: { text: { kind: 'text', label: { zh: '名称', en: 'Name' }, optional: true } },
  run: (ctx, { text }) => {
    const route = routeOf(ctx);
    search(route, { ...(structuredClone(snapshot(controllerOf(route)).filters) as Filters), search: text?.trim() || undefined });
  },
  check: {
    at: START,
    scenario: async (h) => {
      keepList(h, START);
      await h.run({ text: '请假' });
      const rows = await showsServerPage(START, 'the rows the server finds');
      h.expect(rows.length > 0, 'the search finds no leave process');
      await h.run({ text: '不存在的流程' });
      h.expect((await showsServerPage(START, 'no rows')).length === 0, 'a name no process has finds rows');
    },
  },
});

const MANAGER = '/flow/manager';

export const managerShowCommand = defineCommand({
  id: 'flow.manager.show',
  title: { zh: '流程管理 · 切换模式与分类', en: 'Processes · mode and category' },
  group: 'workflow',
  keywords: ['mode', 'category', '通用', '定制', '分类', 'liucheng'],
  when: (ctx) => inConsole(ctx) && ctx.route === MANAGER,
  args: {
    mode: { kind: 'choice', label: { zh: '流程模式', en: 'Mode' }, options: () => [{ value: '1', label: t('flow.admin.modeShared') }, { value: '2', label: t('flow.admin.modeTenant') }] },
    category: {
      kind: 'choice', label: { zh: '流程类型', en: 'Category' }, optional: true,
      options: async () => [{ value: '', label: t('flow.admin.allCategories') }, ...(await flowCategories())],
    },
  },
  run: (_ctx, { mode, category }) => {
    if (mode !== '1' && mode !== '2') throw new Error('The mode is 1 (shared) or 2 (per tenant)');
    const filters = structuredClone(snapshot(controllerOf(MANAGER)).filters) as Filters;
    search(MANAGER, { ...filters, mode, category: category || undefined });
  },
  check: {
    at: MANAGER,
    scenario: async (h) => {
      keepList(h, MANAGER);
      for (const mode of ['1', '2']) {
        await h.run({ mode, category: '' });
        await showsServerPage(MANAGER, `the mode ${mode} definitions`);
      }
    },
  },
});

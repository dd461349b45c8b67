/**
 * The workflow's lists by route (我的事务's five, 流程管理, 流程跟踪, 模型管理), each with the
 * call that answers one page of it for the controller's page, size and filters. The list's
 * controller (src/engine/controller.ts) is named by its route; its filters hold the
 * search text (`search`) and, on 流程管理, the mode and category.
 */
import type { Filters } from '../../api/resource';
import { workList, type WorkKind } from '../../api/flow';
import type { Page } from '../../schema/wire/page';
import { definitions, models, runningInstances } from '../../api/flow-admin';

export interface ListQuery { current: number; size: number; filters: Filters }
type Loader = (query: ListQuery) => Promise<Page<{ id: string }>>;

const text = (filters: Filters, name: string) => {
  const value = filters[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The start list (definitions) is searched by `name`, the others (tasks, instances) by `processDefinitionName`. */
const work = (kind: WorkKind): Loader => ({ current, size, filters }) =>
  workList(kind, { current, size, [kind === 'start' ? 'name' : 'processDefinitionName']: text(filters, 'search') });

/** 流程管理 lists one mode at a time: 通用 (1) or 定制 (2). */
export const managerMode = (filters: Filters): string => text(filters, 'mode') ?? '1';

/** The mode 流程管理 first opens on: 通用 when a process is shared, else 定制, where the schools' processes are. */
export async function openingManagerMode(): Promise<string> {
  return (await definitions({ current: 1, size: 1, mode: '1' })).total > 0 ? '1' : '2';
}

export const flowLists = {
  '/work/start': work('start'),
  '/work/claim': work('claim'),
  '/work/todo': work('todo'),
  '/work/send': work('send'),
  '/work/done': work('done'),
  '/flow/manager': async ({ current, size, filters }) => {
    const page = await definitions({ current, size, mode: managerMode(filters), category: text(filters, 'category') });
    // The server searches by category only; the name is matched on the page.
    const search = text(filters, 'search');
    return search ? { ...page, records: page.records.filter((r) => r.name.includes(search) || r.key.includes(search)) } : page;
  },
  '/flow/follow': ({ current, size, filters }) => runningInstances({ current, size, processDefinitionKey: text(filters, 'search') }),
  '/flow/model': ({ current, size, filters }) => models({ current, size, name: text(filters, 'search') }),
} satisfies Record<string, Loader>;

export type FlowListRoute = keyof typeof flowLists;

export function isFlowList(route: string): route is FlowListRoute {
  return Object.hasOwn(flowLists, route);
}

/**
 * A workflow list (work lists, 流程管理, 流程跟踪, 模型管理) on the table, controller and pager
 * every list uses: its page, size and filters live in the controller named by its route
 * (lists.ts), the pager and the search run the flow.list… commands, and each row's actions are
 * buttons running the area's commands (Enter on a row runs its first). Reads again whenever a
 * workflow command changed data.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { Filters, ResourceRow } from '../../api/resource';
import { config } from '../../base/config';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import type { CommandId } from '../../schema/command-ids';
import { aheadOf, fetchAhead } from '../../engine/ahead';
import { controllerOf, mountView, pageCount, select } from '../../engine/controller';
import { runAction } from '../../engine/run';
import { DataTable } from '../../ui/table/DataTable';
import { Pager } from '../../ui/table/Pager';
import type { DataColumn } from '../../ui/table/types';
import { flowLists, type FlowListRoute } from './lists';
import './messages';
import { useFlowStyles } from './pane-styles';
import { flowChanges } from './store';

/** A row's action: a command run with arguments taken from the row. */
export interface RowAction<R> {
  label: string;
  /** The button permission it needs. */
  permission: string;
  command: CommandId;
  args: (row: R) => Record<string, unknown>;
}

export interface ListColumn<R> { id: string; label: string; render: (row: R) => string }

export interface FlowListProps<R extends { id: string }> {
  route: FlowListRoute;
  /** The table's accessible name. */
  label: string;
  columns: readonly ListColumn<R>[];
  actions: readonly RowAction<R>[];
  /** Controls above the table (a mode switch, a create button). */
  children?: ReactNode;
}

/** The call of a list's page in a state of its controller (and of the workflow's data), with its SWR key. */
function listRequest(route: FlowListRoute, { page, size, filters }: { page: number; size: number; filters: Readonly<Filters> }, version: number) {
  const filterKey = JSON.stringify(filters);
  return {
    key: ['flow-list', route, page, size, filterKey, version] as const,
    load: () => flowLists[route]({ current: page, size, filters: JSON.parse(filterKey) as Filters }),
  };
}

/** Fetches the page a list shows first before its pane opens (src/engine/ahead.ts), in the state its controller holds. */
export function prepareFlowList(route: FlowListRoute): Promise<void> {
  const { key, load } = listRequest(route, controllerOf(route), flowChanges.version);
  return fetchAhead(key, load);
}

export function FlowList<R extends { id: string }>({ route, label, columns, actions, children }: FlowListProps<R>) {
  useFlowStyles();
  const t = useT();
  const state = controllerOf(route);
  const { page, size, filters, selected, total } = useSnapshot(state);
  const { permission } = useSnapshot(session);
  const { version } = useSnapshot(flowChanges);
  const request = listRequest(route, { page, size, filters }, version);
  const { fetcher, revalidateOnMount } = aheadOf(request.key, request.load);
  const { data, isLoading, isValidating, mutate } = useSWR(request.key, fetcher, { revalidateOnMount });
  const rows = (data?.records ?? []) as unknown as R[];
  useEffect(() => {
    if (data) state.total = data.total;
  }, [data, state]);
  useListHandle(route, rows, !isValidating && data !== undefined, () => mutate().then(() => undefined));
  const allowed = useMemo(() => actions.filter((a) => permission[a.permission]), [actions, permission]);
  const tableColumns = useMemo<DataColumn<R>[]>(() => [
    ...columns,
    {
      id: 'actions',
      label: t('flow.list.actions'),
      // A share per button, so every action shows (two or three buttons in one share were cut off).
      share: Math.max(1, allowed.length),
      render: (row: R) => allowed.map((a) => (
        <Button key={a.label} className="button" onPress={() => void runAction(a.command, a.args(row))}>{a.label}</Button>
      )),
    },
  ], [columns, allowed, t]);
  return (
    <section className="pane flow-pane flow-list" aria-label={label} data-flow-list={route}>
      <div className="toolbar">
        <SearchField
          className="field"
          aria-label={t('flow.list.search')}
          defaultValue={typeof filters.search === 'string' ? filters.search : ''}
          onSubmit={(text) => void runAction('flow.list.search', { text })}
          onClear={() => void runAction('flow.list.search', { text: '' })}
        >
          <Input className="input" placeholder={t('flow.list.search')} />
        </SearchField>
        {children}
      </div>
      <DataTable<R>
        label={label}
        columns={tableColumns}
        rows={rows}
        selected={selected}
        onSelectionChange={(ids) => select(route, ids)}
        onRowAction={(id) => {
          const row = rows.find((r) => r.id === id);
          if (row && allowed[0]) void runAction(allowed[0].command, allowed[0].args(row));
        }}
        loading={isLoading}
        emptyText={t('flow.list.empty')}
        loadingText={t('flow.list.loading')}
      />
      <Pager
        page={page}
        pages={pageCount({ total, size })}
        total={total}
        size={size}
        sizes={config.pageSizes}
        onPrevious={() => void runAction('flow.list.previousPage')}
        onNext={() => void runAction('flow.list.nextPage')}
        onSize={(next) => void runAction('flow.list.pageSize', { size: String(next) })}
      />
    </section>
  );
}

/** Lends the list's rows, reload and state of loading to the flow.list… commands while mounted. */
function useListHandle(route: string, rows: readonly { id: string }[], settled: boolean, refresh: () => Promise<void>): void {
  const latest = useRef({ rows, settled, refresh });
  useEffect(() => {
    latest.current = { rows, settled, refresh };
  });
  useEffect(() => mountView(route, {
    refresh: () => latest.current.refresh(),
    focusSearch: () => document.querySelector<HTMLElement>(`section[data-flow-list="${route}"] input`)?.focus(),
    rows: () => latest.current.rows as ResourceRow[],
    row: (id) => latest.current.rows.find((r) => r.id === id) as ResourceRow | undefined,
    settled: () => latest.current.settled,
  }), [route]);
}

/**
 * The lists of the workflow's screens (work lists, 流程管理, 流程跟踪, 模型管理): a search by
 * name, a table with each row's actions (buttons running the area's commands) and paging.
 * Enter on a row runs its first action. Reads again whenever a workflow command changed data.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Cell, Column, Input, Row, SearchField, Table, TableBody, TableHeader } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import type { Page } from '../../api/flow';
import './messages';
import { useFlowStyles } from './pane-styles';
import { flowChanges } from './store';

export interface RowAction<R> {
  label: string;
  /** The button permission it needs. */
  permission: string;
  run: (row: R) => void;
}

export interface ListColumn<R> { id: string; label: string; render: (row: R) => string }

export interface FlowTableProps<R extends { id: string }> {
  /** The table's accessible name; also the SWR key's head. */
  label: string;
  columns: readonly ListColumn<R>[];
  actions: readonly RowAction<R>[];
  load: (query: { current: number; size: number; search: string }) => Promise<Page<R>>;
  /** Controls above the table (a mode switch, an upload form). */
  children?: ReactNode;
  /** Part of the SWR key: what else the answer depends on. */
  extraKey?: string;
}

const PAGE_SIZE = 10;

export function FlowTable<R extends { id: string }>({ label, columns, actions, load, children, extraKey = '' }: FlowTableProps<R>) {
  useFlowStyles();
  const t = useT();
  const { permission } = useSnapshot(session);
  const { version } = useSnapshot(flowChanges);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, isLoading } = useSWR(['flow-table', label, page, search, version, extraKey], () => load({ current: page, size: PAGE_SIZE, search }));
  const allowed = useMemo(() => actions.filter((a) => permission[a.permission]), [actions, permission]);
  const rows = data?.records ?? [];
  const pages = Math.max(1, data?.pages ?? 1);
  return (
    <section className="pane flow-pane flow-list">
      <div className="toolbar">
        <SearchField className="field" aria-label={t('flow.list.search')} onSubmit={(text) => { setSearch(text.trim()); setPage(1); }} onClear={() => setSearch('')}>
          <Input className="input" placeholder={t('flow.list.search')} />
        </SearchField>
        {children}
      </div>
      <Table aria-label={label} className="simple-table" onRowAction={(key) => {
        const row = rows.find((r) => r.id === key);
        if (row && allowed[0]) allowed[0].run(row);
      }}>
        <TableHeader>
          {columns.map((c, i) => <Column key={c.id} id={c.id} isRowHeader={i === 0}>{c.label}</Column>)}
          <Column id="actions">{t('flow.list.actions')}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => t(isLoading ? 'flow.list.loading' : 'flow.list.empty')}>
          {(row) => (
            <Row id={row.id}>
              {columns.map((c) => <Cell key={c.id}>{c.render(row)}</Cell>)}
              <Cell>
                {allowed.map((a) => <Button key={a.label} className="button" onPress={() => a.run(row)}>{a.label}</Button>)}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <nav className="pager" aria-label={label}>
        <span className="pager-total">{t('flow.list.total', { total: data?.total ?? 0 })}</span>
        <Button className="icon-button" aria-label={t('flow.list.prev')} isDisabled={page <= 1} onPress={() => setPage(page - 1)}>‹</Button>
        <span className="pager-page">{t('flow.list.page', { page, pages })}</span>
        <Button className="icon-button" aria-label={t('flow.list.next')} isDisabled={page >= pages} onPress={() => setPage(page + 1)}>›</Button>
      </nav>
    </section>
  );
}

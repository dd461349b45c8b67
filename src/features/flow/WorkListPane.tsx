/**
 * The five lists of 我的事务 (发起, 待签, 待办, 已发, 办结): one pane per kind, its columns as
 * BladeX's console lists them, a search by process name, paging, and each row's actions, which
 * run the workflow's commands (the palette offers the same ones).
 */
import { useMemo, useState, type ComponentType } from 'react';
import { Button, Cell, Column, Row, SearchField, Input, Table, TableBody, TableHeader } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { runAction } from '../../resources/view/run';
import type { PaneProps } from '../../shell/pane';
import { workList, type FlowRow, type WorkKind } from './api';
import { openDiagram } from './diagram-dialog';
import './messages';
import { flowChanges } from './store';

interface RowAction {
  label: string;
  permission: string;
  run: (row: FlowRow) => void;
}

interface ListColumn { id: string; label: string; render: (row: FlowRow) => string }

const PAGE_SIZE = 10;

function columnsOf(kind: WorkKind, t: ReturnType<typeof useT>): ListColumn[] {
  const version = (n: number | undefined) => (n ? `v${n}` : '');
  if (kind === 'start') {
    return [
      { id: 'tenantId', label: t('flow.list.tenant'), render: (r) => r.tenantId || t('flow.list.shared') },
      { id: 'category', label: t('flow.list.category'), render: (r) => r.categoryName ?? '' },
      { id: 'key', label: t('flow.list.key'), render: (r) => r.key ?? '' },
      { id: 'name', label: t('flow.list.name'), render: (r) => r.name ?? '' },
      { id: 'version', label: t('flow.list.version'), render: (r) => version(r.version) },
      { id: 'state', label: t('flow.list.state'), render: (r) => t(r.suspensionState === 1 ? 'flow.list.active' : 'flow.list.suspended') },
      { id: 'deployed', label: t('flow.list.deployed'), render: (r) => r.deploymentTime ?? '' },
    ];
  }
  const columns: ListColumn[] = [
    { id: 'category', label: t('flow.list.category'), render: (r) => r.categoryName ?? '' },
    { id: 'name', label: t('flow.list.name'), render: (r) => r.processDefinitionName ?? '' },
    { id: 'step', label: t('flow.list.step'), render: (r) => r.taskName ?? '' },
    { id: 'version', label: t('flow.list.version'), render: (r) => version(r.processDefinitionVersion) },
    { id: 'applied', label: t('flow.list.applied'), render: (r) => r.createTime ?? '' },
  ];
  if (kind === 'send') {
    columns.push({ id: 'progress', label: t('flow.list.progress'), render: (r) => t(r.processIsFinished === 'finished' ? 'flow.list.finished' : 'flow.list.unfinished') });
  }
  return columns;
}

function actionsOf(kind: WorkKind, t: ReturnType<typeof useT>): RowAction[] {
  const detail: RowAction = { label: t('flow.action.detail'), permission: `work_${kind}_detail`, run: (r) => void runAction('flow.work.detail', { processInstanceId: r.processInstanceId }) };
  const diagram: RowAction = {
    label: t('flow.action.diagram'),
    permission: kind === 'start' ? 'work_start_image' : `work_${kind}_follow`,
    run: (r) => openDiagram(kind === 'start' ? { processDefinitionId: r.id } : { processInstanceId: r.processInstanceId! }),
  };
  switch (kind) {
    case 'start':
      return [{ label: t('flow.action.start'), permission: 'work_start_flow', run: (r) => void runAction('flow.work.start', { processDefinitionId: r.id }) }, diagram];
    case 'claim':
      return [{ label: t('flow.action.claim'), permission: 'work_claim_sign', run: (r) => void runAction('flow.work.claim', { taskId: r.taskId }) }, detail, diagram];
    case 'todo':
      return [{ label: t('flow.action.handle'), permission: 'work_todo_handle', run: (r) => void runAction('flow.work.handle', { taskId: r.taskId }) }, detail, diagram];
    default:
      return [detail, diagram];
  }
}

function WorkList({ kind }: { kind: WorkKind }) {
  const t = useT();
  const { permission } = useSnapshot(session);
  const { version } = useSnapshot(flowChanges);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const { data, isLoading } = useSWR(['flow-work', kind, page, name, version], () => workList(kind, { current: page, size: PAGE_SIZE, processDefinitionName: name || undefined }));
  const columns = useMemo(() => columnsOf(kind, t), [kind, t]);
  const actions = useMemo(() => actionsOf(kind, t).filter((a) => permission[a.permission]), [kind, t, permission]);
  const rows = data?.records ?? [];
  const pages = Math.max(1, data?.pages ?? 1);
  return (
    <section className="pane flow-work-list">
      <SearchField className="field" aria-label={t('flow.list.search')} onSubmit={(text) => { setName(text.trim()); setPage(1); }} onClear={() => setName('')}>
        <Input className="input" placeholder={t('flow.list.search')} />
      </SearchField>
      <Table aria-label={t(`flow.list.titles.${kind}`)} className="simple-table" onRowAction={(key) => {
        const row = rows.find((r) => r.id === key);
        if (row && actions[0]) actions[0].run(row);
      }}>
        <TableHeader>
          {columns.map((c, i) => <Column key={c.id} id={c.id} isRowHeader={i === 1}>{c.label}</Column>)}
          <Column id="actions">{t('flow.list.actions')}</Column>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => t(isLoading ? 'flow.list.loading' : 'flow.list.empty')}>
          {(row) => (
            <Row id={row.id}>
              {columns.map((c) => <Cell key={c.id}>{c.render(row)}</Cell>)}
              <Cell>
                {actions.map((a) => <Button key={a.label} className="button link" onPress={() => a.run(row)}>{a.label}</Button>)}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <nav className="pager" aria-label={t('flow.list.page', { page, pages })}>
        <span className="pager-total">{t('flow.list.total', { total: data?.total ?? 0 })}</span>
        <Button className="icon-button" aria-label={t('flow.list.prev')} isDisabled={page <= 1} onPress={() => setPage(page - 1)}>‹</Button>
        <span className="pager-page">{t('flow.list.page', { page, pages })}</span>
        <Button className="icon-button" aria-label={t('flow.list.next')} isDisabled={page >= pages} onPress={() => setPage(page + 1)}>›</Button>
      </nav>
    </section>
  );
}

const panes = new Map<WorkKind, ComponentType<PaneProps>>();

/** The pane of one list, made once per kind. */
export function workListPane(kind: WorkKind): ComponentType<PaneProps> {
  let pane = panes.get(kind);
  if (!pane) {
    pane = function WorkListScreen() {
      return <WorkList kind={kind} />;
    };
    panes.set(kind, pane);
  }
  return pane;
}

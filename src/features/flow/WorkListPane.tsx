/**
 * The five lists of 我的事务 (发起, 待签, 待办, 已发, 办结): one pane per kind, its columns as
 * BladeX's console lists them, a search by process name, paging, and each row's actions, which
 * run the workflow's commands (the palette offers the same ones).
 */
import { useMemo } from 'react';
import { useT } from '../../i18n';
import type { PaneComponent } from '../../ui/pane';
import type { FlowRow, WorkKind } from '../../api/flow';
import { encodeSubject } from './diagram-subject';
import { FlowList, prepareFlowList, type ListColumn, type RowAction } from './FlowList';
import './messages';

type Action = RowAction<FlowRow>;

function columnsOf(kind: WorkKind, t: ReturnType<typeof useT>): ListColumn<FlowRow>[] {
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
  const columns: ListColumn<FlowRow>[] = [
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

function actionsOf(kind: WorkKind, t: ReturnType<typeof useT>): Action[] {
  const detail: Action = { label: t('flow.action.detail'), permission: `work_${kind}_detail`, command: 'flow.work.detail', args: (r) => ({ processInstanceId: r.processInstanceId }) };
  const diagram: Action = {
    label: t('flow.action.diagram'),
    permission: kind === 'start' ? 'work_start_image' : `work_${kind}_follow`,
    command: 'flow.diagram.open',
    args: (r) => ({ subject: encodeSubject(kind === 'start' ? { processDefinitionId: r.id } : { processInstanceId: r.processInstanceId! }) }),
  };
  switch (kind) {
    case 'start':
      return [{ label: t('flow.action.start'), permission: 'work_start_flow', command: 'flow.work.start', args: (r) => ({ processDefinitionId: r.id }) }, diagram];
    case 'claim':
      return [{ label: t('flow.action.claim'), permission: 'work_claim_sign', command: 'flow.work.claim', args: (r) => ({ taskId: r.taskId }) }, detail, diagram];
    case 'todo':
      return [{ label: t('flow.action.handle'), permission: 'work_todo_handle', command: 'flow.work.handle', args: (r) => ({ taskId: r.taskId }) }, detail, diagram];
    default:
      return [detail, diagram];
  }
}

function WorkList({ kind }: { kind: WorkKind }) {
  const t = useT();
  const columns = useMemo(() => columnsOf(kind, t), [kind, t]);
  const actions = useMemo(() => actionsOf(kind, t), [kind, t]);
  return (
<FlowList route={`/work/${kind}`} label={t(`flow.list.titles.${kind}`)} columns={columns} actions={actions} />
  );
}

const panes = new Map<WorkKind, PaneComponent>();

/** The pane of one list, made once per kind. */
export function workListPane(kind: WorkKind): PaneComponent {
  let pane = panes.get(kind);
  if (!pane) {
    pane = Object.assign(function WorkListScreen() {
      return <WorkList kind={kind} />;
    }, { prepare: () => prepareFlowList(`/work/${kind}`) });
    panes.set(kind, pane);
  }
  return pane;
}

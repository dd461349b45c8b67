/**
 * The engine's rows as BladeX's calls answer them: FlowProcess for definitions, BladeFlow for
 * tasks and instances, FlowExecution for follow, one page of a list.
 */
import { db, parseDateTime } from '../db';
import { readPaging } from '../crud/paging';
import type { BladeFlow, FlowExecution, FlowProcess, HistoryFlowEntry, ModelViewActivity } from '../../src/schema/wire/flow';
import type { Page } from '../../src/schema/wire/page';
import { tables, TASK_USER_PREFIX } from './engine';
import type { FlowActivityRow, FlowDefinitionRow, FlowInstanceRow, FlowTaskRow } from './rows';

/** The user behind `taskUser_<id>`, looked up in the instance's tenant. */
export function userOfTaskUser(taskUser: string) {
  const id = taskUser.startsWith(TASK_USER_PREFIX) ? taskUser.slice(TASK_USER_PREFIX.length) : '';
  const user = id ? db.find('user', id) : undefined;
  return user?.isDeleted === 0 ? user : undefined;
}

export const nameOfTaskUser = (taskUser: string) => userOfTaskUser(taskUser)?.realName ?? '';

/** `flow_1` → 请假流程, from the `flow` dictionary. */
export function categoryName(category: string): string {
  const key = category.replace(/^flow_/, '');
  return db.rows('dict').find((d) => d.code === 'flow' && d.dictKey === key && d.parentId !== '0' && d.isDeleted === 0)?.dictValue ?? '';
}

export function flowProcess(d: FlowDefinitionRow): FlowProcess {
  return {
    id: d.id, tenantId: d.tenantId, name: d.name, key: d.key, category: d.category, categoryName: categoryName(d.category),
    version: d.version, deploymentId: d.deploymentId, resourceName: d.resourceName, diagramResourceName: d.resourceName,
    suspensionState: d.suspensionState, deploymentTime: d.deploymentTime, description: d.description,
  };
}

const splitBusinessKey = (key: string) => {
  const at = key.lastIndexOf(':');
  return at < 0 ? { businessTable: '', businessId: key } : { businessTable: key.slice(0, at), businessId: key.slice(at + 1) };
};

/** Fields every BladeFlow of an instance shares. */
function instanceFields(instance: FlowInstanceRow) {
  const d = tables.definitions().find((x) => x.id === instance.definitionId);
  return {
    processInstanceId: instance.id, historyProcessInstanceId: instance.id, executionId: instance.id,
    processDefinitionId: instance.definitionId, processDefinitionKey: d?.key ?? '', processDefinitionName: d?.name ?? '',
    processDefinitionVersion: d?.version ?? 0, processDefinitionDesc: d?.description ?? '',
    processDefinitionResName: d?.resourceName ?? '', processDefinitionDiagramResName: d?.resourceName ?? '',
    category: d?.category ?? '', categoryName: categoryName(d?.category ?? ''),
    processIsFinished: instance.endTime ? 'finished' : 'unfinished',
    variables: instance.variables, tenantId: instance.tenantId, ...splitBusinessKey(instance.businessKey),
  } satisfies Partial<BladeFlow>;
}

export const instanceOf = (id: string) => tables.instances().find((i) => i.id === id);

/** claim, todo and done rows: one task each. */
export function taskFlow(task: FlowTaskRow, status: 'claim' | 'todo' | 'done'): BladeFlow {
  const instance = instanceOf(task.instanceId)!;
  return {
    ...instanceFields(instance), id: task.id, taskId: task.id, taskDefinitionKey: task.taskDefinitionKey, taskName: task.name,
    assignee: task.assignee, assigneeName: nameOfTaskUser(task.assignee), createTime: task.createTime, claimTime: task.claimTime,
    historyTaskEndTime: task.endTime, endTime: task.endTime, comment: task.comment, status,
  };
}

/** send rows: the instance with its latest task. */
export function sendFlow(instance: FlowInstanceRow): BladeFlow {
  const latest = tables.tasks().filter((t) => t.instanceId === instance.id).at(-1);
  return {
    ...instanceFields(instance), id: instance.id, taskId: latest?.id ?? '', taskName: instance.endTime ? '' : latest?.name ?? '',
    taskDefinitionKey: latest?.taskDefinitionKey ?? '', historyActivityName: latest?.name ?? '',
    assignee: instance.startUserId, assigneeName: nameOfTaskUser(instance.startUserId),
    createTime: instance.startTime, endTime: instance.endTime, status: instance.endTime ? 'finish' : 'send',
  };
}

/** follow rows: a running instance where it stands. */
export function flowExecution(instance: FlowInstanceRow): FlowExecution {
  const d = tables.definitions().find((x) => x.id === instance.definitionId);
  const open = tables.tasks().filter((t) => t.instanceId === instance.id && !t.endTime);
  return {
    id: instance.id, executionId: instance.id, processInstanceId: instance.id, name: d?.name ?? '',
    startUserId: instance.startUserId, startUser: nameOfTaskUser(instance.startUserId), startTime: instance.startTime,
    taskDefinitionId: open[0]?.id ?? '', taskDefinitionKey: open.map((t) => t.taskDefinitionKey).join(','),
    taskName: open.map((t) => t.name).join(','), activityId: open.map((t) => t.taskDefinitionKey).join(','),
    category: d?.category ?? '', categoryName: categoryName(d?.category ?? ''),
    processDefinitionId: instance.definitionId, processDefinitionKey: d?.key ?? '', suspensionState: d?.suspensionState ?? 1,
    tenantId: instance.tenantId,
  };
}

/** Flowable's human duration: `1天 2小时 3分钟 4秒`, empty while the activity runs. */
export function durationText(start: string, end: string): string {
  if (!end) return '';
  let seconds = Math.max(0, Math.round((parseDateTime(end) - parseDateTime(start)) / 1000));
  const parts: string[] = [];
  for (const [unit, size] of [['天', 86400], ['小时', 3600], ['分钟', 60]] as const) {
    const n = Math.floor(seconds / size);
    seconds -= n * size;
    if (n > 0) parts.push(`${n}${unit}`);
  }
  if (seconds > 0 || parts.length === 0) parts.push(`${seconds}秒`);
  return parts.join('');
}

const HISTORY_TYPES = new Set(['startEvent', 'userTask', 'endEvent']);

/** history-flow-list: start, tasks and end of an instance, in order. */
export function historyFlow(instance: FlowInstanceRow): HistoryFlowEntry[] {
  const activities = tables.activities().filter((a) => a.instanceId === instance.id && HISTORY_TYPES.has(a.activityType));
  return activities.sort((a, b) => a.seq - b.seq).map((a: FlowActivityRow) => {
    const task = a.taskId ? tables.tasks().find((t) => t.id === a.taskId) : undefined;
    const assignee = a.activityType === 'startEvent' ? instance.startUserId : a.assignee;
    return {
      historyActivityId: a.activityId, historyActivityName: a.activityName || defaultActivityName(a.activityType),
      historyActivityType: a.activityType, historyActivityDurationTime: durationText(a.startTime, a.endTime),
      assignee, assigneeName: nameOfTaskUser(assignee), createTime: a.startTime, endTime: a.endTime,
      comment: task?.comment ?? '', taskId: a.taskId, processInstanceId: instance.id,
    };
  });
}

const defaultActivityName = (type: string) => (type === 'startEvent' ? '开始' : type === 'endEvent' ? '结束' : '');

/** model-view's flow: every activity, with candidate entries for tasks still offered to groups. */
export function modelViewFlow(instance: FlowInstanceRow): ModelViewActivity[] {
  return tables.activities().filter((a) => a.instanceId === instance.id).sort((a, b) => a.seq - b.seq).map((a) => ({
    historyActivityId: a.activityId, historyActivityName: a.activityName, historyActivityType: a.activityType,
    assignee: a.assignee, createTime: a.startTime, endTime: a.endTime,
  }));
}

export function pageOf<T>(rows: T[], params: URLSearchParams): Page<T> {
  const { current, size } = readPaging(params);
  const offset = (current - 1) * size;
  return { records: rows.slice(offset, offset + size), total: rows.length, size, current, pages: Math.ceil(rows.length / size) };
}

/**
 * 我的事务 (`/blade-flow/work/*`): what the caller may start, and the tasks and instances that
 * concern them, in their own tenant.
 *
 * | call                    | rows                                                                        |
 * |-------------------------|-----------------------------------------------------------------------------|
 * | GET start-list          | latest definitions the caller's tenant may start (通用 and its own)          |
 * | GET claim-list          | open tasks without assignee offered to the caller or one of their roles     |
 * | GET todo-list           | open tasks assigned to the caller                                            |
 * | GET send-list           | instances the caller started, with progress                                  |
 * | GET done-list           | tasks the caller completed                                                   |
 * | POST claim-task?taskId  | the task becomes the caller's: 签收事务成功                                   |
 * | POST complete-task JSON | {taskId, processInstanceId, comment, flag, variables}: flag 'ok' (or comment 同意) approves; sets `pass` |
 *
 * Lists search `category` (flow_<key>) and `processDefinitionName` (contains) and come newest first.
 */
import { http } from 'msw';
import { withAuth, type AuthContext } from '../../auth/authenticate';
import { db, formatDateTime } from '../../db';
import { BadRequest, ok, requireParam } from '../../envelope';
import { completeTask, tables, taskUserOf } from '../engine';
import type { FlowTaskRow } from '../rows';
import type { FlowVariables } from '../../../src/schema/wire/flow';
import { instanceOf, pageOf, sendFlow, taskFlow, flowProcess } from '../views';
import { latestDefinitions } from './manager';
import { query, readObject, requireMenu } from './access';

const BASE = '*/api/blade-flow/work';
export const PASS_COMMENT = '同意';
const REJECT_COMMENT = '驳回';

type Row = { category: string; processDefinitionName: string; createTime: string };

function searched<T extends Row>(rows: T[], params: URLSearchParams): T[] {
  const category = params.get('category')?.trim();
  const name = params.get('processDefinitionName')?.trim().toLowerCase();
  return rows
    .filter((r) => (!category || r.category === category) && (!name || r.processDefinitionName.toLowerCase().includes(name)))
    .sort((a, b) => b.createTime.localeCompare(a.createTime));
}

const openTasksOf = (auth: AuthContext) =>
  tables.tasks().filter((t) => !t.endTime && t.tenantId === auth.tenantId && !instanceOf(t.instanceId)?.endTime);

/** Offered to the caller: a candidate by user, or by one of the session's role aliases. */
export const offeredTo = (task: FlowTaskRow, auth: AuthContext) =>
  !task.assignee && (task.candidateUsers.includes(taskUserOf(auth.user.id)) || task.candidateGroups.some((g) => auth.roleAliases.includes(g)));

function openTask(auth: AuthContext, taskId: string): FlowTaskRow {
  const task = openTasksOf(auth).find((t) => t.id === taskId);
  if (!task) throw new BadRequest('任务不存在或已办结');
  return task;
}

interface CompleteBody { taskId?: unknown; comment?: unknown; flag?: unknown; variables?: unknown }

/** Only plain values may become process variables. */
function variablesOf(value: unknown): FlowVariables {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('流程变量格式错误');
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))) throw new BadRequest('流程变量格式错误');
  return Object.fromEntries(entries) as FlowVariables;
}

export const workHandlers = [
  http.get(`${BASE}/start-list`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work_start');
    const params = query(request);
    // Starting happens in one's own tenant, the platform administrator's included.
    const rows = latestDefinitions({ ...auth, isAdministrator: false }, params).map(flowProcess);
    const name = params.get('name')?.trim().toLowerCase();
    return ok(pageOf(rows.filter((r) => !name || r.name.toLowerCase().includes(name)), params));
  })),
  http.get(`${BASE}/claim-list`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work_claim');
    const params = query(request);
    return ok(pageOf(searched(openTasksOf(auth).filter((t) => offeredTo(t, auth)).map((t) => taskFlow(t, 'claim')), params), params));
  })),
  http.get(`${BASE}/todo-list`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work_todo');
    const params = query(request);
    const me = taskUserOf(auth.user.id);
    return ok(pageOf(searched(openTasksOf(auth).filter((t) => t.assignee === me).map((t) => taskFlow(t, 'todo')), params), params));
  })),
  http.get(`${BASE}/send-list`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work_send');
    const params = query(request);
    const me = taskUserOf(auth.user.id);
    const mine = tables.instances().filter((i) => i.tenantId === auth.tenantId && i.startUserId === me && !i.deleteReason);
    return ok(pageOf(searched(mine.map(sendFlow), params), params));
  })),
  http.get(`${BASE}/done-list`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work_done');
    const params = query(request);
    const me = taskUserOf(auth.user.id);
    const done = tables.tasks().filter((t) => t.tenantId === auth.tenantId && t.endTime && t.assignee === me && t.comment);
    return ok(pageOf(searched(done.map((t) => taskFlow(t, 'done')), params), params));
  })),
  http.post(`${BASE}/claim-task`, withAuth(({ request, auth }) => {
    requireMenu(auth, 'work_claim_sign');
    const task = openTask(auth, requireParam(query(request), 'taskId'));
    if (!offeredTo(task, auth)) throw new BadRequest('该任务已被签收或不属于您');
    const claimed = db.update('flow_task', task, { assignee: taskUserOf(auth.user.id), claimTime: formatDateTime(db.now()) });
    // As Flowable's historic activity: the step now names its claimer, so 流程跟踪 shows who handles it.
    const activity = tables.activities().find((a) => a.taskId === task.id);
    if (activity) db.update('flow_activity', activity, { assignee: claimed.assignee });
    return ok(null, '签收事务成功');
  })),
  http.post(`${BASE}/complete-task`, withAuth(async ({ request, auth }) => {
    requireMenu(auth, 'work_todo_handle');
    const body = await readObject<CompleteBody>(request);
    const task = openTask(auth, typeof body.taskId === 'string' ? body.taskId : '');
    const me = taskUserOf(auth.user.id);
    if (task.assignee !== me) throw new BadRequest('该任务不属于您，请先签收');
    const typed = typeof body.comment === 'string' ? body.comment.trim() : '';
    const pass = body.flag === 'ok' || typed === PASS_COMMENT;
    await completeTask(task, me, typed || (pass ? PASS_COMMENT : REJECT_COMMENT), { ...variablesOf(body.variables), pass });
    return ok(null);
  })),
];

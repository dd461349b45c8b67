/**
 * The workflow's calls, as BladeX's console makes them:
 *
 * | function          | call (under /api)                                                    |
 * |-------------------|----------------------------------------------------------------------|
 * | workList(kind, q) | GET blade-flow/work/<kind>-list ?current&size&processDefinitionName (start: name) |
 * | claimTask(id)     | POST blade-flow/work/claim-task ?taskId                                |
 * | completeTask(…)   | POST blade-flow/work/complete-task JSON {taskId, processInstanceId, comment, flag} |
 * | startLeave(…)     | POST blade-desk/process/leave/start-process JSON                       |
 * | leaveDetail(id)   | GET  blade-desk/process/leave/detail ?businessId                       |
 * | historyFlow(id)   | GET  blade-flow/process/history-flow-list ?processInstanceId           |
 * | modelView(q)      | GET  blade-flow/process/model-view ?processInstanceId \| processDefinitionId |
 * | approvers()       | GET  blade-system/user/user-list                                       |
 */
import { request, requestData } from '../core/http';
import type { BladeFlow, FlowProcess, HistoryFlowEntry, LeaveDetail, LeaveRequest, ModelView } from '../schema/wire/flow';
import type { Page } from '../schema/wire/page';

export type WorkKind = 'start' | 'claim' | 'todo' | 'send' | 'done';

/** A row of any work list: a BladeFlow (tasks and instances), or a FlowProcess (start). */
export type FlowRow = Pick<BladeFlow & FlowProcess, 'id'> & Partial<BladeFlow & FlowProcess>;

export interface Approver { id: string; account: string; realName: string; roleId?: string; status?: number | string }

export function workList(kind: WorkKind, query: { current: number; size: number; processDefinitionName?: string; name?: string }): Promise<Page<FlowRow>> {
  return requestData(`/blade-flow/work/${kind}-list`, { query });
}

/** Every row of a list (up to its first 1000), for the palette's choices and the checks. */
export async function allOf(kind: WorkKind): Promise<FlowRow[]> {
  return (await workList(kind, { current: 1, size: 1000 })).records;
}

export async function claimTask(taskId: string): Promise<string> {
  return (await request<{ msg: string }>('/blade-flow/work/claim-task', { method: 'POST', query: { taskId } })).msg;
}

export async function completeTask(row: { taskId: string; processInstanceId: string }, approve: boolean, comment: string): Promise<void> {
  await request('/blade-flow/work/complete-task', {
    method: 'POST',
    body: { taskId: row.taskId, processInstanceId: row.processInstanceId, comment, ...(approve ? { flag: 'ok' } : {}) },
  });
}

export async function startLeave(leave: LeaveRequest): Promise<void> {
  await request('/blade-desk/process/leave/start-process', { method: 'POST', body: { ...leave } });
}

export const leaveDetail = (businessId: string) => requestData<LeaveDetail>('/blade-desk/process/leave/detail', { query: { businessId } });

export const historyFlow = (processInstanceId: string) =>
  requestData<HistoryFlowEntry[]>('/blade-flow/process/history-flow-list', { query: { processInstanceId } });

export const modelView = (query: { processInstanceId: string } | { processDefinitionId: string }) =>
  requestData<ModelView>('/blade-flow/process/model-view', { query });

/** BladeX's role mark of a registration not yet approved. */
const PENDING_ROLE = '-1';

/**
 * The people a leave may go to: the school's registered, active users (a registration still
 * waiting for review, or a disabled account, approves nothing), whatever else user-list holds.
 */
export const approvers = async () => ((await requestData<Approver[] | null>('/blade-system/user/user-list')) ?? []).filter(
  (user) => !String(user.roleId ?? '').split(',').includes(PENDING_ROLE) && (user.status === undefined || Number(user.status) === 1),
);

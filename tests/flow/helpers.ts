/** Calls of the workflow as its users make them, each with their own token. */
import { call, tokenOf, type PageData } from '../mock-server/crud/helpers';

export const LEAVE_DEFINITION = 'Leave:1:1123598817738675401';
export const ACCOUNT_IDS = { admin: '1123598821738675201', hr: '1123598821738675202', manager: '1123598821738675203', boss: '1123598821738675204' } as const;
export type Account = keyof typeof ACCOUNT_IDS;

export type FlowRow = Record<string, unknown> & { taskId: string; processInstanceId: string; taskName: string; businessId: string };

export async function sessions(): Promise<Record<Account, string>> {
  const entries = await Promise.all((Object.keys(ACCOUNT_IDS) as Account[]).map(async (a) => [a, await tokenOf('000000', a)] as const));
  return Object.fromEntries(entries) as Record<Account, string>;
}

export async function list(token: string, name: 'claim' | 'todo' | 'send' | 'done'): Promise<FlowRow[]> {
  const answer = await call<PageData<FlowRow>>(token, 'GET', `/blade-flow/work/${name}-list?current=1&size=100`);
  return answer.body.data.records;
}

export function startLeave(token: string, approver: Account, startTime: string, endTime: string, definition = LEAVE_DEFINITION) {
  return call(token, 'POST', '/blade-desk/process/leave/start-process', {
    processDefinitionId: definition, taskUser: ACCOUNT_IDS[approver], startTime, endTime, reason: '家中有事',
  });
}

export const claim = (token: string, taskId: string) => call(token, 'POST', `/blade-flow/work/claim-task?taskId=${taskId}`);

export const complete = (token: string, row: FlowRow, approve: boolean, comment = '') =>
  call(token, 'POST', '/blade-flow/work/complete-task', { taskId: row.taskId, processInstanceId: row.processInstanceId, comment, ...(approve ? { flag: 'ok' } : {}) });

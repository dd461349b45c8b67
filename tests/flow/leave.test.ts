/** The leave process driven across its users against the Node mock, as the work lists show it. */
import { describe, expect, it } from 'vitest';
import { call } from '../mock-server/crud/helpers';
import { claim, complete, list, sessions, startLeave, type Account, type FlowRow } from './helpers';

type Tokens = Awaited<ReturnType<typeof sessions>>;

/** Claims the one task the role is offered, then approves or rejects it from the todo list. */
async function handleAs(tokens: Tokens, who: Account, approve: boolean): Promise<FlowRow> {
  const offered = await list(tokens[who], 'claim');
  expect(offered.map((r) => r.taskName), `${who} claim list`).toHaveLength(1);
  const answer = await claim(tokens[who], offered[0]!.taskId);
  expect(answer.body.msg).toBe('签收事务成功');
  expect(await list(tokens[who], 'claim')).toHaveLength(0);
  const todo = await list(tokens[who], 'todo');
  expect(todo.map((r) => r.taskName)).toEqual([offered[0]!.taskName]);
  expect((await complete(tokens[who], todo[0]!, approve)).body.success).toBe(true);
  return todo[0]!;
}

async function history(token: string, instanceId: string) {
  const answer = await call<Record<string, string>[]>(token, 'GET', `/blade-flow/process/history-flow-list?processInstanceId=${instanceId}`);
  return answer.body.data;
}

describe('leave process', () => {
  it.each([
    // The boss approves leaves of more than three whole days: the two sides of that boundary.
    ['four days: approver, hr, manager, boss', '2026-10-01 09:00:00', '2026-10-05 09:00:00', ['hr', 'manager', 'boss'] as Account[]],
    ['three days: approver, hr, manager', '2026-10-01 09:00:00', '2026-10-04 09:00:00', ['hr', 'manager'] as Account[]],
  ])('%s', async (_name, start, end, roles) => {
    const tokens = await sessions();
    expect((await startLeave(tokens.admin, 'manager', start, end)).body.success).toBe(true);
    const [sent] = await list(tokens.admin, 'send');
    expect(sent).toMatchObject({ processIsFinished: 'unfinished', taskName: '审批人审批', businessTable: 'blade_process_leave' });

    // The approver chosen finds it in their todo list at once (no claim).
    const [approverTask] = await list(tokens.manager, 'todo');
    expect(approverTask).toMatchObject({ taskName: '审批人审批', processInstanceId: sent!.processInstanceId });
    await complete(tokens.manager, approverTask!, true, '请注意安全');
    expect((await list(tokens.manager, 'done')).map((r) => r.taskName)).toEqual(['审批人审批']);

    for (const role of roles) await handleAs(tokens, role, true);
    const [finished] = await list(tokens.admin, 'send');
    expect(finished!.processIsFinished).toBe('finished');

    const steps = await history(tokens.admin, sent!.processInstanceId);
    const names = { hr: '人事审批', manager: '经理审批', boss: '老板审批' } as Record<string, string>;
    expect(steps.map((s) => s['historyActivityName'])).toEqual(['开始', '审批人审批', ...roles.map((r) => names[r]), '结束']);
    expect(steps[0]).toMatchObject({ assigneeName: '管理员' });
    expect(steps[1]).toMatchObject({ assigneeName: '经理', comment: '请注意安全' });
    expect(steps.every((s) => s['endTime'])).toBe(true);

    const detail = await call<Record<string, unknown>>(tokens.hr, 'GET', `/blade-desk/process/leave/detail?businessId=${sent!.businessId}`);
    expect(detail.body.data).toMatchObject({ reason: '家中有事', flow: { assigneeName: '管理员' } });
  });

  it('a rejection ends the request', async () => {
    const tokens = await sessions();
    await startLeave(tokens.hr, 'boss', '2026-10-01 09:00:00', '2026-10-02 09:00:00');
    const [task] = await list(tokens.boss, 'todo');
    await complete(tokens.boss, task!, false);
    const [sent] = await list(tokens.hr, 'send');
    expect(sent!.processIsFinished).toBe('finished');
    const steps = await history(tokens.hr, sent!.processInstanceId);
    expect(steps.map((s) => [s['historyActivityName'], s['comment']])).toEqual([['开始', ''], ['审批人审批', '驳回'], ['驳回', '']]);
    expect(await list(tokens.hr, 'claim')).toHaveLength(0);
  });

  it('a task is claimed once, by a holder of its role only', async () => {
    const tokens = await sessions();
    await startLeave(tokens.admin, 'boss', '2026-10-01 09:00:00', '2026-10-02 09:00:00');
    await complete(tokens.boss, (await list(tokens.boss, 'todo'))[0]!, true);
    expect(await list(tokens.manager, 'claim')).toHaveLength(0);
    const [offered] = await list(tokens.hr, 'claim');
    expect((await claim(tokens.manager, offered!.taskId)).body.success).toBe(false);
    expect((await complete(tokens.hr, offered!, true)).body.msg).toBe('该任务不属于您，请先签收');
    await claim(tokens.hr, offered!.taskId);
    expect((await claim(tokens.hr, offered!.taskId)).body.success).toBe(false);
  });

  it('refuses a start without approver, with dates reversed, or on a suspended definition', async () => {
    const tokens = await sessions();
    const badDates = await startLeave(tokens.admin, 'hr', '2026-10-03 09:00:00', '2026-10-01 09:00:00');
    expect(badDates.body.msg).toBe('结束时间不能早于开始时间');
    const noApprover = await call(tokens.admin, 'POST', '/blade-desk/process/leave/start-process', { processDefinitionId: 'Leave:1:1123598817738675401', startTime: '2026-10-01 09:00:00', endTime: '2026-10-02 09:00:00', reason: 'x' });
    expect(noApprover.body.msg).toBe('请选择审批人员');
    const suspend = await call(tokens.admin, 'POST', '/blade-flow/manager/change-state?processId=Leave:1:1123598817738675401&state=suspend');
    expect(suspend.body.msg).toBe('挂起ID为 [Leave:1:1123598817738675401] 的流程成功');
    const again = await call(tokens.admin, 'POST', '/blade-flow/manager/change-state?processId=Leave:1:1123598817738675401&state=suspend');
    expect(again.body.msg).toBe('ID为 [Leave:1:1123598817738675401] 的流程已是此状态，无需操作');
    const refused = await startLeave(tokens.admin, 'hr', '2026-10-01 09:00:00', '2026-10-02 09:00:00');
    expect(refused.body).toMatchObject({ success: false, msg: '开启流程失败' });
    expect(await list(tokens.admin, 'send')).toHaveLength(0);
  });
});

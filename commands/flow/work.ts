/**
 * 我的事务 from the palette: start a process (its form), claim a task, handle one (its page),
 * open an instance's details. Each acts on a row of a work list, chosen by name.
 */
import { notify } from '../../src/core/notify';
import { allOf, claimTask, type FlowRow } from '../../src/api/flow';
import type { ChoiceOption } from '../../src/platform/types';
import { detailPath, formPath, handlePath, routeOf } from '../../src/features/flow/routes';
import { flowChanged } from '../../src/features/flow/store';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import { deployClaimProbe, dropInstance, findRow, rowChoices, SEEDED_LEAVE, startProbeLeave } from './shared';

const may = (code: string) => (ctx: Parameters<typeof inConsole>[0]) => inConsole(ctx) && ctx.can(code);

export const startProcessCommand = defineCommand({
  id: 'flow.work.start',
  title: { zh: '发起流程', en: 'Start a process' },
  group: 'workflow',
  keywords: ['faqi', 'start', 'process', 'workflow', 'leave', 'qingjia'],
  when: may('work_start_flow'),
  args: { processDefinitionId: { kind: 'choice', label: { zh: '流程', en: 'Process' }, options: rowChoices('start', 'id') } },
  run: async (_ctx, { processDefinitionId }) => {
    const row = await findRow('start', 'id', processDefinitionId);
    goTo(formPath(await routeOf(row.category), processDefinitionId));
  },
  check: {
    scenario: async (h) => {
      await h.run({ processDefinitionId: SEEDED_LEAVE });
      await h.at(`/work/process/leave/form/${SEEDED_LEAVE}`);
      await h.see('请假基础信息');
    },
  },
});

export const claimTaskCommand = defineCommand({
  id: 'flow.work.claim',
  title: { zh: '签收事务', en: 'Claim a task' },
  group: 'workflow',
  keywords: ['qianshou', 'claim', 'task', 'sign'],
  when: may('work_claim_sign'),
  changesData: true,
  args: { taskId: { kind: 'choice', label: { zh: '待签事务', en: 'Task to claim' }, options: rowChoices('claim', 'taskId') } },
  run: async (_ctx, { taskId }) => {
    notify('success', await claimTask(taskId));
    flowChanged();
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const user = h.context().user!;
      const probe = await deployClaimProbe(user.user_id, user.tenant_id);
      h.cleanup(probe.undo);
      const instanceId = await startProbeLeave(probe.definitionId, user.user_id);
      const offered = (await allOf('claim')).find((r) => r.processInstanceId === instanceId);
      h.expect(offered, 'the probe task is not in the claim list');
      await h.run({ taskId: offered!.taskId });
      await h.see('签收事务成功');
      h.expect(!(await allOf('claim')).some((r) => r.taskId === offered!.taskId), 'the task is still in the claim list');
      h.expect((await allOf('todo')).some((r) => r.taskId === offered!.taskId), 'the task is not in the todo list');
    },
  },
});

export const handleTaskCommand = defineCommand({
  id: 'flow.work.handle',
  title: { zh: '办理事务', en: 'Handle a task' },
  group: 'workflow',
  keywords: ['banli', 'handle', 'todo', 'approve'],
  when: may('work_todo_handle'),
  args: { taskId: { kind: 'choice', label: { zh: '待办事务', en: 'Task' }, options: rowChoices('todo', 'taskId') } },
  run: async (_ctx, { taskId }) => {
    const row = await findRow('todo', 'taskId', taskId);
    goTo(handlePath(await routeOf(row.category), taskId, row.processInstanceId!, row.businessId!));
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const instanceId = await startProbeLeave(SEEDED_LEAVE, h.context().user!.user_id);
      h.cleanup(() => dropInstance(instanceId));
      const task = (await allOf('todo')).find((r) => r.processInstanceId === instanceId)!;
      await h.run({ taskId: task.taskId });
      await h.at(`/work/process/leave/handle/${task.taskId}/${instanceId}/${task.businessId}`);
      await h.see('自检请假');
    },
  },
});

const DETAIL_CODES = ['work_claim_detail', 'work_todo_detail', 'work_send_detail', 'work_done_detail'];

/** The instances of every list but 发起, once each: what 详情 may open. */
async function rowsWithInstances(): Promise<FlowRow[]> {
  const lists = await Promise.all((['todo', 'claim', 'send', 'done'] as const).map((kind) => allOf(kind).catch(() => [])));
  const seen = new Set<string>();
  return lists.flat().filter((r) => r.processInstanceId && !seen.has(r.processInstanceId) && Boolean(seen.add(r.processInstanceId)));
}

async function instanceChoices(): Promise<ChoiceOption[]> {
  return (await rowsWithInstances()).map((r) => ({ value: r.processInstanceId!, label: `${r.processDefinitionName ?? ''} · ${r.taskName || r.createTime || ''}`, hint: r.createTime }));
}

export const openDetailCommand = defineCommand({
  id: 'flow.work.detail',
  title: { zh: '事务详情', en: 'Process details' },
  group: 'workflow',
  keywords: ['xiangqing', 'detail', 'process', 'history'],
  when: (ctx) => inConsole(ctx) && DETAIL_CODES.some((code) => ctx.can(code)),
  args: { processInstanceId: { kind: 'choice', label: { zh: '事务', en: 'Process' }, options: instanceChoices } },
  run: async (_ctx, { processInstanceId }) => {
    const row = (await rowsWithInstances()).find((r) => r.processInstanceId === processInstanceId);
    if (!row) throw new Error(`no work list has the instance ${processInstanceId}`);
    goTo(detailPath(await routeOf(row.category), processInstanceId, row.businessId!));
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const instanceId = await startProbeLeave(SEEDED_LEAVE, h.context().user!.user_id);
      h.cleanup(() => dropInstance(instanceId));
      await h.run({ processInstanceId: instanceId });
      await h.see('自检请假');
      await h.see(/开始处理 \[审批人审批\] 环节/);
    },
  },
});

/**
 * The leave process's own actions: file a request (the form page, or the palette anywhere a
 * leave may be started), and approve or reject the task of the handle page on screen.
 * Approving or rejecting returns to 发起事务, as BladeX's console does.
 */
import { expandDateWords } from '../../src/core/date-words';
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/features/flow/messages';
import { allOf, approvers, completeTask, historyFlow, startLeave } from '../../src/api/flow';
import { flowChanged } from '../../src/features/flow/store';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import { dropInstance, handledTask, rowChoices, SEEDED_LEAVE, startProbeLeave } from './shared';

const FORM = /^\/work\/process\/[^/]+\/form\/([^/]+)$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const startLeaveCommand = defineCommand({
  id: 'flow.leave.start',
  title: { zh: '提交请假申请', en: 'Request leave' },
  group: 'workflow',
  keywords: ['qingjia', 'leave', 'start', 'apply'],
  when: (ctx) => inConsole(ctx) && ctx.can('work_start_flow'),
  changesData: true,
  args: {
    processDefinitionId: {
      kind: 'choice', label: { zh: '流程', en: 'Process' }, options: rowChoices('start', 'id'),
      initial: (ctx: CommandContext) => FORM.exec(ctx.route)?.[1],
    },
    taskUser: {
      kind: 'choice', label: { zh: '审批人员', en: 'Approver' },
      options: async () => (await approvers()).map((u) => ({ value: u.id, label: u.account, hint: u.realName })),
    },
    // Starts from now, so Enter takes a leave beginning this moment.
    startTime: { kind: 'date', time: true, label: { zh: '开始时间', en: 'Start' }, initial: () => expandDateWords('now', true) },
    // +2d or 18:00 typed here counts from the start.
    endTime: { kind: 'date', time: true, from: 'startTime', label: { zh: '结束时间', en: 'End' } },
    reason: { kind: 'text', multiline: true, label: { zh: '请假理由', en: 'Reason' } },
  },
  run: async (_ctx, args) => {
    if (!TIME.test(args.startTime) || !TIME.test(args.endTime)) throw new Error('time format');
    await startLeave(args);
    notify('success', t('flow.leave.started'));
    flowChanged();
    goTo('/work/send');
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const me = h.context().user!.user_id;
      await h.run({ processDefinitionId: SEEDED_LEAVE, taskUser: me, startTime: '2030-02-01 09:00:00', endTime: '2030-02-06 18:00:00', reason: '命令自检请假' });
      const sent = (await allOf('send')).find((r) => r.processDefinitionId === SEEDED_LEAVE && r.processIsFinished === 'unfinished');
      h.expect(sent, 'the request is not in 已发事务');
      h.cleanup(() => dropInstance(sent!.processInstanceId!));
      const todo = await allOf('todo');
      h.expect(todo.some((r) => r.processInstanceId === sent!.processInstanceId && r.taskName === '审批人审批'), 'the approver has no task of it');
    },
  },
});

function completeCommand(approve: boolean) {
  return defineCommand({
    id: approve ? 'flow.leave.approve' : 'flow.leave.reject',
    title: approve ? { zh: '同意', en: 'Approve' } : { zh: '驳回', en: 'Reject' },
    group: 'workflow',
    keywords: approve ? ['tongyi', 'approve', 'pass', 'ok'] : ['bohui', 'reject', 'deny'],
    when: (ctx: CommandContext) => inConsole(ctx) && Boolean(handledTask(ctx)),
    changesData: true,
    args: { comment: { kind: 'text', optional: true, label: { zh: '批复意见', en: 'Comment' } } },
    run: async (ctx, { comment }) => {
      const task = handledTask(ctx)!;
      await completeTask(task, approve, comment ?? '');
      notify('success', t(approve ? 'flow.leave.approved' : 'flow.leave.rejected'));
      flowChanged();
      // Back to the tasks still waiting: an approver works through 待办事务 one task after another.
      goTo('/work/todo');
    },
    check: {
      mutates: true,
      scenario: async (h) => {
        const instanceId = await startProbeLeave(SEEDED_LEAVE, h.context().user!.user_id);
        h.cleanup(() => dropInstance(instanceId));
        const task = (await allOf('todo')).find((r) => r.processInstanceId === instanceId)!;
        await h.execute('flow.work.handle', { taskId: task.taskId! });
        await h.see('自检请假');
        await h.run({ comment: approve ? '自检同意' : '自检驳回' });
        await h.at('/work/todo');
        h.expect(!(await allOf('todo')).some((r) => r.taskId === task.taskId), 'the task is still in 待办事务');
        h.expect((await allOf('done')).some((r) => r.taskId === task.taskId), 'the task is not in 办结事务');
        const steps = await historyFlow(instanceId);
        const names = steps.map((s) => s.historyActivityName);
        if (approve) h.expect(names.at(-1) === '人事审批' && !steps.at(-1)!.endTime, `the request did not move on to 人事审批: ${names.join(', ')}`);
        else h.expect(names.at(-1) === '驳回', `the request did not end rejected: ${names.join(', ')}`);
      },
    },
  });
}

export const approveLeaveCommand = completeCommand(true);
export const rejectLeaveCommand = completeCommand(false);

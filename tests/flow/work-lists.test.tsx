/**
 * The work lists and leave pages on screen, each user in their own session against the Node
 * mock: the approver handles a leave from 待办, hr claims the next step in 待签 and finds it in
 * 待办, the applicant follows it in 已发 and reads the timeline on its 详情 page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleAs } from '../helpers/console';
import { call, tokenOf } from '../mock-server/crud/helpers';
import { largeTablesAndPatientWaits } from '../resource-screen/gadget';
import { startLeave } from './helpers';

largeTablesAndPatientWaits();

const rowWith = async (text: string) => (await screen.findByText(text, {})).closest('[role="row"]') as HTMLElement;

describe('work lists', () => {
  it('carry a leave from the approver to hr and show its progress to the applicant', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    await startLeave(await tokenOf('000000', 'admin'), 'manager', '2026-10-01 09:00:00', '2026-10-02 09:00:00');

    await renderConsoleAs('manager', '/work/todo');
    await user.click(within(await rowWith('审批人审批')).getByRole('button', { name: '办理' }));
    expect(await screen.findByText('家中有事', {})).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '批复意见' }), '路上注意安全');
    await user.click(screen.getByRole('button', { name: '同意' }));
    // Back in 待办事务, where the handled task is gone.
    await screen.findByRole('grid', { name: '待办事务' });

    await renderConsoleAs('hr', '/work/claim');
    await user.click(within(await rowWith('人事审批')).getByRole('button', { name: '签收' }));
    expect(await screen.findByText('签收事务成功')).toBeTruthy();
    await renderConsoleAs('hr', '/work/todo');
    expect(await rowWith('人事审批')).toBeTruthy();

    await renderConsoleAs('admin', '/work/send');
    const sent = await rowWith('人事审批');
    expect(within(sent).getByText('未完成')).toBeTruthy();
    await user.click(within(sent).getByRole('button', { name: '详情' }));
    expect(await screen.findByText(/经理 在 \[.+\] 开始处理 \[审批人审批\] 环节/, {})).toBeTruthy();
    expect(screen.getByText('批复意见: [路上注意安全]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '批复意见' })).toBeNull();
    const history = await call<{ historyActivityName: string }[]>(await tokenOf('000000', 'admin'), 'GET', `/blade-flow/process/history-flow-list?processInstanceId=${window.location.pathname.split('/')[5]}`);
    expect(history.body.data.map((s) => s.historyActivityName)).toEqual(['开始', '审批人审批', '人事审批']);
  });
});

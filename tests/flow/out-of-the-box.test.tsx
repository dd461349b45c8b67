/**
 * The workflow as a school finds it: the leave process is deployed for each school, its
 * administrator and teachers start it, the school's 管理员 claims the second step and the
 * timeline names them; 流程管理 opens where the processes are; a model, or a file on 流程部署,
 * is deployed for the schools chosen from the tenant list, or 通用, never both.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execute, getCommand } from '../../src/platform/registry';
import { currentContext } from '../../src/platform/context';
import { chooseDeployFile, deployUploadState } from '../../src/features/flow/upload-store';
import type { ArgSpec } from '../../src/platform/types';
import { renderConsoleAs } from '../helpers/console';
import { call, tokenOf, type PageData } from '../mock-server/crud/helpers';
import { largeTablesAndPatientWaits } from '../resource-screen/gadget';
import { claim, complete, list } from './helpers';

largeTablesAndPatientWaits();

interface Definition { id: string; key: string; name: string; tenantId: string; version: number }
const startList = async (token: string) => (await call<PageData<Definition>>(token, 'GET', '/blade-flow/work/start-list?current=1&size=100')).body.data.records;

describe('the workflow out of the box', () => {
  it.each([
    ['100001', 'admin'], ['100001', 'teacher'], ['100002', 'admin'], ['100002', 'teacher'],
  ])('school %s: %s finds its own leave process in 发起事务', async (tenantId, account) => {
    const offered = await startList(await tokenOf(tenantId, account));
    expect(offered.map((d) => [d.name, d.tenantId])).toEqual([['请假流程', tenantId]]);
  });

  it('shows the school its leave process on screen', async () => {
    await renderConsoleAs('teacher', '/work/start');
    const grid = await screen.findByRole('grid', { name: '发起事务' });
    await within(grid).findAllByText('请假流程');
    // The header and the school's one process.
    expect(grid.getAttribute('aria-rowcount')).toBe('2');
  });

  it('carries a school leave from the approver to the school administrator, who is named in the timeline once they claim it', async () => {
    const [teacher, principal] = [await tokenOf('100001', 'teacher'), await tokenOf('100001', 'admin')];
    const [leave] = await startList(teacher);
    await call(teacher, 'POST', '/blade-desk/process/leave/start-process', {
      processDefinitionId: leave!.id, taskUser: '1123598821738675205', startTime: '2026-10-08 08:00:00', endTime: '2026-10-09 17:00:00', reason: '孩子发烧',
    });
    await complete(principal, (await list(principal, 'todo'))[0]!, true, '同意');
    const offered = (await list(principal, 'claim'))[0]!;
    expect(offered.taskName).toBe('学校管理员审批');
    await claim(principal, offered.taskId);
    const history = await call<{ historyActivityName: string; assigneeName: string }[]>(principal, 'GET', `/blade-flow/process/history-flow-list?processInstanceId=${offered.processInstanceId}`);
    expect(history.body.data.map((s) => [s.historyActivityName, s.assigneeName])).toEqual([['开始', '李老师'], ['审批人审批', '王校长'], ['学校管理员审批', '王校长']]);
  });

  it('opens 流程管理 on 定制流程, where the deployed processes are', async () => {
    await renderConsoleAs('admin', '/flow/manager');
    const grid = await screen.findByRole('grid', { name: '流程管理' });
    expect(screen.getByRole('radio', { name: '定制流程' })).toHaveProperty('checked', true);
    const tenants = (await call<PageData<Definition>>(await tokenOf('000000', 'admin'), 'GET', '/blade-flow/manager/list?mode=2&current=1&size=10')).body.data.records.map((d) => d.tenantId);
    expect(tenants.sort()).toEqual(['000000', '100001', '100002']);
    await within(grid).findAllByText('请假流程');
    expect(grid.getAttribute('aria-rowcount')).toBe('4');
  });

  it.each([
    ['the schools chosen', '100001,100002', ['100001', '100002']],
    ['通用', 'shared', ['']],
  ])('deploys a model for %s', async (_what, tenantIds, expected) => {
    const token = await tokenOf('000000', 'admin');
    const deployed = async () => (await Promise.all(['1', '2'].map((mode) => call<PageData<Definition>>(token, 'GET', `/blade-flow/manager/list?mode=${mode}&current=1&size=100`))))
      .flatMap((answer) => answer.body.data.records);
    const before = new Set((await deployed()).map((d) => d.id));
    await renderConsoleAs('admin', '/flow/model');
    await execute('flow.model.deploy', { modelId: '1123598817738675301', category: 'flow_1', tenantIds });
    const added = (await deployed()).filter((d) => !before.has(d.id));
    expect(added.map((d) => d.tenantId).sort()).toEqual(expected);
  });

  it('deploys a file on 流程部署 for the schools ticked from the tenant list', async () => {
    const token = await tokenOf('000000', 'admin');
    await renderConsoleAs('admin', '/flow/deploy');
    const user = userEvent.setup({ skipHover: true });
    await user.click(await screen.findByRole('button', { name: /流程类型/ }));
    await user.click(await screen.findByRole('option', { name: '请假流程' }));
    await user.click(screen.getByRole('radio', { name: '定制流程' }));
    await user.click(await screen.findByRole('checkbox', { name: '晨光外国语小学' }));
    const xml = '<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t"><process id="Trip" name="出差流程" isExecutable="true"><startEvent id="s"/><sequenceFlow id="f" sourceRef="s" targetRef="e"/><endEvent id="e"/></process></definitions>';
    chooseDeployFile(new File([xml], 'Trip.bpmn20.xml', { type: 'text/xml' }));
    await user.click(screen.getByRole('button', { name: '部署' }));
    await waitFor(() => expect(deployUploadState.file).toBeNull());
    const trips = (await call<PageData<Definition>>(token, 'GET', '/blade-flow/manager/list?mode=2&current=1&size=100')).body.data.records.filter((d) => d.key === 'Trip');
    expect(trips.map((d) => d.tenantId)).toEqual(['100002']);
  });

  it('refuses 通用 together with schools, deploying nothing', async () => {
    await renderConsoleAs('admin', '/flow/model');
    await expect(execute('flow.model.deploy', { modelId: '1123598817738675301', category: 'flow_1', tenantIds: 'shared,100001' })).rejects.toThrow('通用流程与所属学校只能选其一');
    const token = await tokenOf('000000', 'admin');
    const versions = (await call<PageData<Definition>>(token, 'GET', '/blade-flow/manager/list?mode=2&current=1&size=100')).body.data.records.map((d) => d.version);
    expect(Math.max(...versions)).toBe(1);
  });

  it('starts a deploy from the only model and the category it was last deployed under', async () => {
    await renderConsoleAs('admin', '/flow/model');
    const model = '1123598817738675301';
    await call(await tokenOf('000000', 'admin'), 'POST', `/blade-flow/model/deploy?modelId=${model}&category=flow_2&tenantIds=000000`);
    const args = getCommand('flow.model.deploy')!.args as Record<string, Extract<ArgSpec, { kind: 'choice' }>>;
    expect(await args.modelId!.initial!(currentContext(), {})).toBe(model);
    expect(await args.category!.initial!(currentContext(), { modelId: model })).toBe('flow_2');
  });
});

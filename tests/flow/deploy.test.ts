/** Models, deployments and versions: what the administrator's flow screens call. */
import { describe, expect, it } from 'vitest';
import { call, tokenOf, type PageData } from '../mock-server/crud/helpers';
import { list, startLeave, type FlowRow } from './helpers';

const twoStep = (name: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="Trip" name="${name}" isExecutable="true">
    <startEvent id="s"/>
    <sequenceFlow id="a" sourceRef="s" targetRef="fork"/>
    <parallelGateway id="fork"/>
    <sequenceFlow id="b" sourceRef="fork" targetRef="t1"/>
    <sequenceFlow id="c" sourceRef="fork" targetRef="t2"/>
    <userTask id="t1" name="人事确认" flowable:candidateGroups="hr"/>
    <userTask id="t2" name="经理确认" flowable:assignee="taskUser_1123598821738675203"/>
    <sequenceFlow id="d" sourceRef="t1" targetRef="join"/>
    <sequenceFlow id="e" sourceRef="t2" targetRef="join"/>
    <parallelGateway id="join"/>
    <sequenceFlow id="f" sourceRef="join" targetRef="end"/>
    ${extra}
    <endEvent id="end"/>
  </process>
</definitions>`;

interface Definition { id: string; key: string; version: number; tenantId: string }

async function definitions(token: string): Promise<Definition[]> {
  return (await call<PageData<Definition>>(token, 'GET', '/blade-flow/manager/list?current=1&size=50')).body.data.records;
}

async function upload(token: string, path: string, form: FormData) {
  const response = await fetch(`/api${path}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${token}` }, body: form });
  return (await response.json()) as { success: boolean; msg: string; data: unknown };
}

async function startTrip(token: string, definitionId: string) {
  // Any definition starts through the leave call: the business row is a leave request.
  return startLeave(token, 'manager', '2026-10-01 09:00:00', '2026-10-02 09:00:00', definitionId);
}

describe('models and deployments', () => {
  it('saves a model, deploys it, redeploys a new version; a running instance keeps its version', async () => {
    const admin = await tokenOf('000000', 'admin');
    expect((await call(admin, 'POST', '/blade-flow/model/submit', { name: '出差', modelEditorXml: twoStep('出差流程') })).body.success).toBe(true);
    const models = (await call<PageData<{ id: string; modelKey: string }>>(admin, 'GET', '/blade-flow/model/list?modelKey=Trip')).body.data.records;
    expect(models.map((m) => m.modelKey)).toEqual(['Trip']);
    const modelId = models[0]!.id;
    expect((await call(admin, 'POST', `/blade-flow/model/deploy?modelId=${modelId}&category=flow_2&tenantIds=000000`)).body.success).toBe(true);
    const v1 = (await definitions(admin)).find((d) => d.key === 'Trip')!;
    expect(v1).toMatchObject({ version: 1, tenantId: '000000' });
    await startTrip(admin, v1.id);

    await call(admin, 'POST', '/blade-flow/model/submit', { id: modelId, name: '出差', modelEditorXml: twoStep('出差流程（新）') });
    await call(admin, 'POST', `/blade-flow/model/deploy?modelId=${modelId}&category=flow_2&tenantIds=000000`);
    const v2 = (await definitions(admin)).find((d) => d.key === 'Trip')!;
    expect(v2.version).toBe(2);
    await startTrip(admin, v2.id);

    const sent = await list(admin, 'send');
    expect(sent.map((r) => [r['processDefinitionName'], r['processDefinitionVersion']]).sort()).toEqual([['出差流程', 1], ['出差流程（新）', 2]]);
  });

  it('a parallel gateway waits for both branches', async () => {
    const admin = await tokenOf('000000', 'admin');
    const hr = await tokenOf('000000', 'hr');
    const manager = await tokenOf('000000', 'manager');
    const form = new FormData();
    form.append('files', new File([twoStep('出差流程')], 'Trip.bpmn20.xml', { type: 'text/xml' }));
    form.append('category', 'flow_2');
    form.append('tenantIds', '000000');
    expect((await upload(admin, '/blade-flow/manager/deploy-upload', form)).success).toBe(true);
    const trip = (await definitions(admin)).find((d) => d.key === 'Trip')!;
    await startTrip(admin, trip.id);
    const [mine] = await list(manager, 'todo');
    await call(manager, 'POST', '/blade-flow/work/complete-task', { taskId: mine!.taskId, flag: 'ok' });
    expect((await list(admin, 'send'))[0]!['processIsFinished']).toBe('unfinished');
    const [offered] = await list(hr, 'claim');
    await call(hr, 'POST', `/blade-flow/work/claim-task?taskId=${offered!.taskId}`);
    await call(hr, 'POST', '/blade-flow/work/complete-task', { taskId: (offered as FlowRow).taskId, flag: 'ok' });
    expect((await list(admin, 'send'))[0]!['processIsFinished']).toBe('finished');
  });

  it('check-upload accepts .bpmn20.xml names only; a broken file is refused', async () => {
    const admin = await tokenOf('000000', 'admin');
    const check = async (name: string) => {
      const form = new FormData();
      form.append('file', new File(['x'], name));
      return (await upload(admin, '/blade-flow/manager/check-upload', form)).data;
    };
    expect(await check('leave.bpmn20.xml')).toEqual({ name: 'leave.bpmn20.xml', success: true });
    expect(await check('leave.xml')).toEqual({ name: 'leave.xml', success: false });
    const form = new FormData();
    form.append('files', new File(['<definitions'], 'Bad.bpmn20.xml'));
    form.append('category', 'flow_1');
    const refused = await upload(admin, '/blade-flow/manager/deploy-upload', form);
    expect(refused.success).toBe(false);
    expect(refused.msg).toMatch(/^流程文件无法解析/);
  });

  it('keeps the flow screens to the platform administrator and the lists to a tenant', async () => {
    const hr = await tokenOf('000000', 'hr');
    const school = await tokenOf('100001', 'admin');
    expect((await call(hr, 'GET', '/blade-flow/manager/list')).status).toBe(403);
    expect((await call(school, 'GET', '/blade-flow/model/list')).status).toBe(403);
    // The school starts its own leave process, never the platform's.
    const offered = (await call<PageData<{ tenantId: string }>>(school, 'GET', '/blade-flow/work/start-list')).body.data.records;
    expect(offered.map((d) => d.tenantId)).toEqual(['100001']);
    const refused = await startLeave(school, 'hr', '2026-10-01 09:00:00', '2026-10-02 09:00:00');
    expect(refused.body.msg).toBe('流程定义不存在');
  });
});

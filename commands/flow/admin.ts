/**
 * The platform administrator's workflow actions: a definition's state and deletion (流程管理),
 * deleting a running instance (流程跟踪), and deploying an uploaded file (流程部署).
 */
import { ApiError, request } from '../../src/core/http';
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/features/flow/messages';
import '../../src/i18n/common';
import { isPlatformAdministrator } from '../../src/core/session';
import {
  changeState, checkUpload, definitions, deleteDeployment, deleteInstance, deployUpload, flowCategories, runningInstances,
} from '../../src/api/flow-admin';
import { flowChanged } from '../../src/features/flow/store';
import { chooseDeployFile, deployUploadState } from '../../src/features/flow/upload-store';
import type { ChoiceOption, CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';
import { deployClaimProbe, deployReach, dropInstance, SEEDED_LEAVE, startProbeLeave, tenantArg } from './shared';

const may = (code: string) => (ctx: CommandContext) => inConsole(ctx) && ctx.can(code);

async function definitionChoices(): Promise<ChoiceOption[]> {
  const pages = await Promise.all(['1', '2'].map((mode) => definitions({ mode, current: 1, size: 1000 })));
  return pages.flatMap((p) => p.records).map((d) => ({ value: d.id, label: `${d.name} v${d.version}`, hint: d.tenantId || d.id }));
}

async function findDefinition(id: string) {
  const pages = await Promise.all(['1', '2'].map((mode) => definitions({ mode, current: 1, size: 1000 })));
  return pages.flatMap((p) => p.records).find((d) => d.id === id);
}

const SAMPLE_START = { taskUser: '', startTime: '2030-03-01 09:00:00', endTime: '2030-03-02 09:00:00', reason: '挂起自检' };

export const changeStateCommand = defineCommand({
  id: 'flow.manager.state',
  title: { zh: '变更流程状态', en: 'Activate or suspend a process' },
  group: 'workflow',
  keywords: ['jihuo', 'guaqi', 'suspend', 'activate', 'state'],
  when: may('flow_manager_state'),
  changesData: true,
  args: {
    processId: { kind: 'choice', label: { zh: '流程', en: 'Process' }, options: definitionChoices },
    state: { kind: 'choice', label: { zh: '状态', en: 'State' }, options: () => [{ value: 'active', label: '激活' }, { value: 'suspend', label: '挂起' }] },
  },
  run: async (_ctx, { processId, state }) => {
    notify('success', await changeState(processId, state === 'active' ? 'active' : 'suspend'));
    flowChanged();
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      await h.run({ processId: SEEDED_LEAVE, state: 'suspend' });
      h.cleanup(() => changeState(SEEDED_LEAVE, 'active'));
      h.expect((await findDefinition(SEEDED_LEAVE))?.suspensionState === 2, 'the definition is not suspended');
      await h.see(`挂起ID为 [${SEEDED_LEAVE}] 的流程成功`);
      // A suspended definition refuses to start.
      const refused = await request('/blade-desk/process/leave/start-process', {
        method: 'POST', quiet: true, body: { ...SAMPLE_START, processDefinitionId: SEEDED_LEAVE, taskUser: h.context().user!.user_id },
      }).then(() => '', (error: unknown) => (error instanceof ApiError ? error.message : String(error)));
      h.expect(refused === '开启流程失败', `starting a suspended definition answered: ${refused || 'success'}`);
    },
  },
});

export const deleteDeploymentCommand = defineCommand({
  id: 'flow.manager.removeDeployment',
  title: { zh: '删除流程部署', en: 'Delete a deployment' },
  group: 'workflow',
  keywords: ['shanchu', 'delete', 'deployment', 'remove'],
  when: may('flow_manager_remove'),
  changesData: true,
  args: {
    processId: { kind: 'choice', label: { zh: '流程', en: 'Process' }, options: definitionChoices },
    confirm: { kind: 'confirm', destructive: true, label: { zh: '确定删除该流程部署及其全部实例?', en: 'Delete this deployment and all its instances?' } },
  },
  run: async (_ctx, { processId }) => {
    const definition = await findDefinition(processId);
    if (!definition) throw new Error(`no definition ${processId}`);
    await deleteDeployment(definition.deploymentId);
    notify('success', t('message.deleteSuccess'));
    flowChanged();
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const user = h.context().user!;
      const probe = await deployClaimProbe(user.user_id, user.tenant_id);
      await h.run({ processId: probe.definitionId, confirm: true });
      h.expect(!(await findDefinition(probe.definitionId)), 'the deployment is still listed');
    },
  },
});

export const deleteInstanceCommand = defineCommand({
  id: 'flow.follow.removeInstance',
  title: { zh: '删除流程实例', en: 'Delete a running instance' },
  group: 'workflow',
  keywords: ['liucheng', 'genzong', 'follow', 'delete', 'instance'],
  when: may('flow_follow_delete'),
  changesData: true,
  args: {
    processInstanceId: {
      kind: 'choice', label: { zh: '流程实例', en: 'Instance' },
      options: async () => (await runningInstances({ current: 1, size: 1000 })).records.map((e) => ({ value: e.processInstanceId, label: `${e.name} · ${e.taskName}`, hint: `${e.startUser} ${e.startTime}` })),
    },
    deleteReason: { kind: 'text', label: { zh: '删除理由', en: 'Reason' }, validate: (value: string) => (value.trim() ? undefined : { zh: '请输入删除理由', en: 'Enter the reason' }) },
    confirm: { kind: 'confirm', destructive: true, label: { zh: '确定删除该流程实例?', en: 'Delete this instance?' } },
  },
  run: async (_ctx, { processInstanceId, deleteReason }) => {
    await deleteInstance(processInstanceId, deleteReason);
    notify('success', t('message.deleteSuccess'));
    flowChanged();
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const instanceId = await startProbeLeave(SEEDED_LEAVE, h.context().user!.user_id);
      h.cleanup(() => dropInstance(instanceId));
      await h.run({ processInstanceId: instanceId, deleteReason: '自检删除', confirm: true });
      const left = await runningInstances({ current: 1, size: 1, processDefinitionKey: undefined });
      h.expect(!left.records.some((e) => e.processInstanceId === instanceId), 'the instance still runs');
    },
  },
});

export const deployUploadCommand = defineCommand({
  id: 'flow.deploy.upload',
  title: { zh: '部署流程文件', en: 'Deploy a process file' },
  group: 'workflow',
  keywords: ['bushu', 'deploy', 'upload', 'bpmn'],
  // 流程部署 has no button of its own: the screen, the platform administrator's, is the grant.
  when: (ctx) => inConsole(ctx) && isPlatformAdministrator(),
  changesData: true,
  args: {
    category: { kind: 'choice', label: { zh: '流程类型', en: 'Category' }, options: flowCategories },
    tenantIds: tenantArg,
  },
  run: async (_ctx, { category, tenantIds }) => {
    const reach = deployReach(tenantIds);
    const file = deployUploadState.file;
    if (!file) {
      notify('warning', t('flow.admin.chooseFile'));
      return;
    }
    if (!(await checkUpload(file))) {
      notify('warning', t('flow.admin.wrongFile'));
      return;
    }
    await deployUpload(file, category, reach);
    notify('success', t('flow.admin.uploaded'));
    chooseDeployFile(null);
    flowChanged();
  },
  check: {
    mutates: true,
    scenario: async (h) => {
      const xml = `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="c"><process id="SelfCheckUpload" name="自检部署" isExecutable="true"><startEvent id="s"/><sequenceFlow id="f" sourceRef="s" targetRef="e"/><endEvent id="e"/></process></definitions>`;
      chooseDeployFile(new File([xml], 'SelfCheckUpload.bpmn20.xml', { type: 'text/xml' }));
      await h.run({ category: 'flow_2', tenantIds: h.context().user!.tenant_id });
      const deployed = (await definitions({ mode: '2', current: 1, size: 1000 })).records.find((d) => d.key === 'SelfCheckUpload');
      h.expect(deployed?.categoryName === '报销流程', 'the uploaded process is not listed under its category');
      h.cleanup(() => deleteDeployment(deployed!.deploymentId));
    },
  },
});

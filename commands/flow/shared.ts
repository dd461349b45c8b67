/** What the workflow's commands share: choices read from the work lists, a deploy's reach, a probe process for checks. */
import { requestData, request } from '../../src/core/http';
import { allOf, type FlowRow, type WorkKind } from '../../src/api/flow';
import { deployTenants } from '../../src/api/flow-admin';
import { t } from '../../src/i18n';
import '../../src/features/flow/messages';
import type { ChoiceOption, CommandContext } from '../../src/platform/types';

/** The rows of a work list as palette choices, valued by `field`. */
export function rowChoices(kind: WorkKind, field: keyof FlowRow): () => Promise<ChoiceOption[]> {
  return async () => (await allOf(kind)).map((row) => ({
    value: String(row[field] ?? ''),
    label: `${row.processDefinitionName ?? row.name ?? ''} · ${row.taskName ?? row.key ?? ''}`,
    hint: row.createTime ?? row.deploymentTime,
  }));
}

/** A row of a work list by a field's value; throws when it is not there. */
export async function findRow(kind: WorkKind, field: keyof FlowRow, value: string): Promise<FlowRow> {
  const row = (await allOf(kind)).find((r) => String(r[field]) === value);
  if (!row) throw new Error(`${kind}-list has no row with ${String(field)} ${value}`);
  return row;
}

/** A deploy's reach: 通用 (every school) or the schools chosen from the tenant list. */
export const SHARED = 'shared';
export const tenantArg = {
  kind: 'choice', multiple: true, label: { zh: '通用流程或所属学校', en: 'Shared, or the schools' },
  // 通用 to start with, as the deploy form of 流程部署 starts: Enter deploys for every school.
  initial: () => SHARED,
  options: async () => [
    { value: SHARED, label: t('flow.admin.deployShared') },
    ...(await deployTenants()).map((tenant) => ({ value: tenant.tenantId, label: tenant.tenantName, hint: tenant.tenantId })),
  ],
} as const;

/** The tenant ids BladeX's deploy takes: '' for 通用, else the chosen ones; 通用 with schools is refused. */
export function deployReach(chosen: string): string {
  const ids = chosen.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) throw new Error(t('flow.admin.deployChoose'));
  if (!ids.includes(SHARED)) return ids.join(',');
  if (ids.length > 1) throw new Error(t('flow.admin.deployBoth'));
  return '';
}

const HANDLE = /^\/work\/process\/[^/]+\/handle\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** The task, instance and business ids of the handle page on screen, if it is one. */
export function handledTask(ctx: Pick<CommandContext, 'route'>): { taskId: string; processInstanceId: string; businessId: string } | undefined {
  const m = HANDLE.exec(ctx.route);
  return m ? { taskId: m[1]!, processInstanceId: m[2]!, businessId: m[3]! } : undefined;
}

export const SEEDED_LEAVE = 'Leave:1:1123598817738675401';

/** A leave request the check can handle: approver = the logged-in user; its instance id. */
export async function startProbeLeave(definitionId: string, approverId: string): Promise<string> {
  await request('/blade-desk/process/leave/start-process', {
    method: 'POST',
    body: { processDefinitionId: definitionId, taskUser: approverId, startTime: '2030-01-07 09:00:00', endTime: '2030-01-08 09:00:00', reason: '自检请假' },
  });
  const sent = await allOf('send');
  return sent.find((r) => r.processDefinitionId === definitionId && r.processIsFinished === 'unfinished')!.processInstanceId!;
}

/** Ends a probe's instance (follow's delete), unless it has ended already. */
export async function dropInstance(processInstanceId: string): Promise<void> {
  const running = await requestData<{ records: { processInstanceId: string }[] }>('/blade-flow/follow/list', { query: { processInstanceId, current: 1, size: 1 } });
  if (running.records.length === 0) return;
  await request('/blade-flow/follow/delete-process-instance', { method: 'POST', query: { processInstanceId, deleteReason: '自检清理' } });
}

/**
 * Deploys a one-task process offered to the user as a candidate (so it lands in their claim
 * list), in their tenant; resolves with its definition id and the undo.
 */
export async function deployClaimProbe(userId: string, tenantId: string): Promise<{ definitionId: string; undo: () => Promise<void> }> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="check">
<process id="SelfCheckClaim" name="自检签收流程" isExecutable="true"><startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
<userTask id="t" name="自检签收" flowable:candidateUsers="taskUser_${userId}"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/></process></definitions>`;
  const form = new FormData();
  form.append('files', new File([xml], 'SelfCheckClaim.bpmn20.xml', { type: 'text/xml' }));
  form.append('category', 'flow_1');
  form.append('tenantIds', tenantId);
  await request('/blade-flow/manager/deploy-upload', { method: 'POST', body: form });
  const list = await requestData<{ records: { id: string; key: string; deploymentId: string }[] }>('/blade-flow/manager/list', { query: { mode: 2, current: 1, size: 1000 } });
  const probe = list.records.find((d) => d.key === 'SelfCheckClaim')!;
  return {
    definitionId: probe.id,
    undo: async () => {
      await request('/blade-flow/manager/delete-deployment', { method: 'POST', query: { deploymentIds: probe.deploymentId } });
    },
  };
}

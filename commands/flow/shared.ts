/** What the workflow's commands share: choices read from the work lists, page parameters, a probe process for checks. */
import { requestData, request } from '../../src/core/http';
import { allOf, type FlowRow, type WorkKind } from '../../src/api/flow';
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

/** The live tenants (schools) the platform administrator may deploy a process for. */
export const tenantChoices = () => requestData<{ tenantId: string; tenantName: string }[]>('/blade-system/tenant/select');

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

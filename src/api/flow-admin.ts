/**
 * The platform administrator's workflow calls:
 *
 * | function              | call (under /api)                                                      |
 * |-----------------------|------------------------------------------------------------------------|
 * | definitions(q)        | GET  blade-flow/manager/list ?mode&category&current&size                |
 * | changeState(id, s)    | POST blade-flow/manager/change-state ?processId&state=active\|suspend   |
 * | deleteDeployment(id)  | POST blade-flow/manager/delete-deployment ?deploymentIds                |
 * | checkUpload(file)     | POST blade-flow/manager/check-upload (multipart file)                   |
 * | deployUpload(…)       | POST blade-flow/manager/deploy-upload (multipart files, category, tenantIds) |
 * | runningInstances(q)   | GET  blade-flow/follow/list ?processDefinitionKey&current&size          |
 * | deleteInstance(id, r) | POST blade-flow/follow/delete-process-instance ?processInstanceId&deleteReason |
 * | models(q) / model(id) | GET  blade-flow/model/list ?name / model/detail ?id                     |
 * | saveModel(m)          | POST blade-flow/model/submit JSON {id?, modelKey, name, description, modelEditorXml} |
 * | removeModels(ids)     | POST blade-flow/model/remove ?ids                                       |
 * | deployModel(…)        | POST blade-flow/model/deploy ?modelId&category&tenantIds                |
 * | flowCategories()      | GET  blade-system/dict/dictionary ?code=flow                            |
 * | deployTenants()       | GET  blade-system/tenant/select (the schools a process may be deployed for) |
 */
import { request, requestData } from '../core/http';
import type { FlowExecution, FlowModel, FlowProcess, ModelSummary } from '../schema/wire/flow';
import type { Page } from '../schema/wire/page';

export interface Paging { current: number; size: number }

export const definitions = (query: Paging & { mode?: string; category?: string }) =>
  requestData<Page<FlowProcess>>('/blade-flow/manager/list', { query: { ...query } });

export async function changeState(processId: string, state: 'active' | 'suspend'): Promise<string> {
  return (await request<{ msg: string }>('/blade-flow/manager/change-state', { method: 'POST', query: { processId, state } })).msg;
}

export const deleteDeployment = (deploymentIds: string) =>
  request('/blade-flow/manager/delete-deployment', { method: 'POST', query: { deploymentIds } });

export async function checkUpload(file: File): Promise<boolean> {
  const form = new FormData();
  form.append('file', file);
  return (await requestData<{ success: boolean }>('/blade-flow/manager/check-upload', { method: 'POST', body: form })).success;
}

export async function deployUpload(file: File, category: string, tenantIds: string): Promise<void> {
  const form = new FormData();
  form.append('files', file);
  form.append('category', category);
  form.append('tenantIds', tenantIds);
  await request('/blade-flow/manager/deploy-upload', { method: 'POST', body: form });
}

export const runningInstances = (query: Paging & { processDefinitionKey?: string }) =>
  requestData<Page<FlowExecution>>('/blade-flow/follow/list', { query: { ...query } });

export const deleteInstance = (processInstanceId: string, deleteReason: string) =>
  request('/blade-flow/follow/delete-process-instance', { method: 'POST', query: { processInstanceId, deleteReason } });

export const models = (query: Paging & { name?: string }) => requestData<Page<ModelSummary>>('/blade-flow/model/list', { query: { ...query } });
export const model = (id: string) => requestData<FlowModel>('/blade-flow/model/detail', { query: { id } });

export const saveModel = (body: { id?: string; modelKey: string; name: string; description: string; modelEditorXml: string }) =>
  request('/blade-flow/model/submit', { method: 'POST', body });

export const removeModels = (ids: string) => request('/blade-flow/model/remove', { method: 'POST', query: { ids } });

export const deployModel = (modelId: string, category: string, tenantIds: string) =>
  request('/blade-flow/model/deploy', { method: 'POST', query: { modelId, category, tenantIds } });

export async function flowCategories(): Promise<{ value: string; label: string }[]> {
  const items = await requestData<{ dictKey: string; dictValue: string }[]>('/blade-system/dict/dictionary', { query: { code: 'flow' } });
  return items.map((i) => ({ value: `flow_${i.dictKey}`, label: i.dictValue }));
}

/** The live tenants (schools) the platform administrator may deploy a process for. */
export const deployTenants = () => requestData<{ tenantId: string; tenantName: string }[]>('/blade-system/tenant/select');

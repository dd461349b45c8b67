/**
 * 流程部署 and 流程管理 (`/blade-flow/manager/*`), the platform administrator's:
 *
 * | call                                         | answer                                                   |
 * |----------------------------------------------|----------------------------------------------------------|
 * | POST check-upload (multipart file)           | R<{name, success}>: success when the name ends .bpmn20.xml |
 * | POST deploy-upload (files, category, tenantIds) | R status; each file deployed                          |
 * | GET  list?mode=1\|2&category=                | page of FlowProcess, latest version of each key          |
 * | POST change-state?processId=&state=active\|suspend | R with BladeX's message                           |
 * | POST delete-deployment?deploymentIds=        | R status; the definitions and their instances go         |
 */
import { http } from 'msw';
import { requireAdministrator, withAuth, type AuthContext } from '../../auth/authenticate';
import { splitIds } from '../../auth/identity';
import { db } from '../../db';
import { BadRequest, ok, requireParam, status } from '../../envelope';
import { deployXml, requireCategory, requireTenants } from '../deploy';
import { tables } from '../engine';
import type { FlowDefinitionRow } from '../rows';
import { flowProcess, pageOf } from '../views';
import { query } from './access';

const BASE = '*/api/blade-flow/manager';
const BPMN_SUFFIX = '.bpmn20.xml';

async function formOf(request: Request): Promise<FormData> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new BadRequest('上传文件不能为空');
  try {
    return await request.formData();
  } catch {
    throw new BadRequest('上传文件不能为空');
  }
}

/**
 * The latest version of each key the caller may see: mode 1 the 通用 definitions (no tenant),
 * mode 2 the tenant's own (every tenant's for the platform administrator), no mode both.
 */
export function latestDefinitions(auth: AuthContext, params: URLSearchParams): FlowDefinitionRow[] {
  const mode = params.get('mode')?.trim() ?? '';
  const category = params.get('category')?.trim() ?? '';
  const inMode = (d: FlowDefinitionRow) => {
    const own = auth.isAdministrator ? d.tenantId !== '' : d.tenantId === auth.tenantId;
    if (mode === '1') return d.tenantId === '';
    if (mode === '2') return own;
    return d.tenantId === '' || own;
  };
  const latest = new Map<string, FlowDefinitionRow>();
  for (const d of tables.definitions()) {
    if (!inMode(d) || (category && d.category !== category)) continue;
    const slot = `${d.tenantId}\u0000${d.key}`;
    if ((latest.get(slot)?.version ?? 0) < d.version) latest.set(slot, d);
  }
  return [...latest.values()].sort((a, b) => a.key.localeCompare(b.key) || a.tenantId.localeCompare(b.tenantId));
}

function changeState(processId: string, state: string): string {
  const definition = tables.definitions().find((d) => d.id === processId);
  if (!definition) throw new BadRequest('流程定义不存在');
  if (state !== 'active' && state !== 'suspend') throw new BadRequest('请求参数类型错误: state');
  const wanted = state === 'active' ? 1 : 2;
  if (definition.suspensionState === wanted) return `ID为 [${processId}] 的流程已是此状态，无需操作`;
  db.update('flow_definition', definition, { suspensionState: wanted });
  return `${state === 'active' ? '激活' : '挂起'}ID为 [${processId}] 的流程成功`;
}

function deleteDeployments(ids: Set<string>): void {
  const gone = new Set(tables.definitions().filter((d) => ids.has(d.deploymentId)).map((d) => d.id));
  const instances = new Set(tables.instances().filter((i) => gone.has(i.definitionId)).map((i) => i.id));
  db.remove('flow_definition', tables.definitions().filter((d) => gone.has(d.id)));
  db.remove('flow_instance', tables.instances().filter((i) => instances.has(i.id)));
  db.remove('flow_task', tables.tasks().filter((t) => instances.has(t.instanceId)));
  db.remove('flow_activity', tables.activities().filter((a) => instances.has(a.instanceId)));
}

export const managerHandlers = [
  http.post(`${BASE}/check-upload`, withAuth(async ({ request, auth }) => {
    requireAdministrator(auth);
    const file = (await formOf(request)).get('file');
    if (!(file instanceof File)) throw new BadRequest('上传文件不能为空');
    return ok({ name: file.name, success: file.name.endsWith(BPMN_SUFFIX) });
  })),
  http.post(`${BASE}/deploy-upload`, withAuth(async ({ request, auth }) => {
    requireAdministrator(auth);
    const form = await formOf(request);
    const params = query(request);
    const category = requireCategory(String(form.get('category') ?? params.get('category') ?? ''));
    const tenantIds = requireTenants(splitIds(String(form.get('tenantIds') ?? params.get('tenantIds') ?? '')));
    const files = form.getAll('files').filter((f): f is File => f instanceof File);
    if (files.length === 0) throw new BadRequest('上传文件不能为空');
    const wrong = files.find((f) => !f.name.endsWith(BPMN_SUFFIX));
    if (wrong) throw new BadRequest(`文件 [${wrong.name}] 不是 ${BPMN_SUFFIX} 格式`);
    for (const file of files) await deployXml(await file.text(), file.name, category, tenantIds);
    return status(true);
  })),
  http.get(`${BASE}/list`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    const params = query(request);
    return ok(pageOf(latestDefinitions(auth, params).map(flowProcess), params));
  })),
  http.post(`${BASE}/change-state`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    const params = query(request);
    return ok(null, changeState(requireParam(params, 'processId'), requireParam(params, 'state')));
  })),
  http.post(`${BASE}/delete-deployment`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    deleteDeployments(new Set(splitIds(requireParam(query(request), 'deploymentIds'))));
    return status(true);
  })),
];

/**
 * 模型管理 (`/blade-flow/model/*`), the platform administrator's: list (search modelKey, name by
 * LIKE), detail with modelEditorXml, submit, remove, deploy?modelId=&category=&tenantIds=.
 * A model is saved under its BPMN process id (modelKey); each submit of an existing model
 * raises its version.
 */
import { http } from 'msw';
import { requireAdministrator, withAuth } from '../../auth/authenticate';
import { splitIds } from '../../auth/identity';
import { db, formatDateTime } from '../../db';
import { BadRequest, ok, requireParam, status } from '../../envelope';
import { parseProcess } from '../bpmn';
import { deployXml, requireCategory, requireTenants } from '../deploy';
import type { FlowModelRow } from '../rows';
import type { ModelSummary } from '../../../src/schema/wire/flow';
import { pageOf } from '../views';
import { query, readObject } from './access';

const BASE = '*/api/blade-flow/model';
export const models = () => db.rows<FlowModelRow>('flow_model');

const like = (value: string, search: string | null) => !search?.trim() || value.toLowerCase().includes(search.trim().toLowerCase());

function findModel(id: string): FlowModelRow {
  const model = models().find((m) => m.id === id);
  if (!model) throw new BadRequest('数据不存在或已被删除');
  return model;
}

interface ModelBody { id?: unknown; modelKey?: unknown; name?: unknown; description?: unknown; modelEditorXml?: unknown }
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function submit(body: ModelBody, account: string): Promise<void> {
  const xml = typeof body.modelEditorXml === 'string' ? body.modelEditorXml : '';
  if (!xml.trim()) throw new BadRequest('模型内容不能为空');
  // The key and name are the process's: the file is the truth, what the form says follows it.
  let graph;
  try {
    graph = await parseProcess(xml);
  } catch (error) {
    throw new BadRequest((error as Error).message);
  }
  const now = formatDateTime(db.now());
  const id = text(body.id);
  const existing = id ? findModel(id) : models().find((m) => m.modelKey === graph.key);
  const fields = { modelKey: graph.key, name: text(body.name) || graph.name, description: text(body.description), modelEditorXml: xml, lastUpdated: now, lastUpdatedBy: account };
  if (existing) {
    db.update('flow_model', existing, { ...fields, version: existing.version + 1 });
    return;
  }
  db.insert('flow_model', { id: db.nextId(), ...fields, version: 1, created: now, createdBy: account, modelType: 0, tenantId: '000000' });
}

const summary = ({ modelEditorXml: _xml, ...rest }: FlowModelRow): ModelSummary => rest;

export const modelHandlers = [
  http.get(`${BASE}/list`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    const params = query(request);
    const rows = models().filter((m) => like(m.modelKey, params.get('modelKey')) && like(m.name, params.get('name')));
    return ok(pageOf(rows.sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated)).map(summary), params));
  })),
  http.get(`${BASE}/detail`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    return ok(findModel(requireParam(query(request), 'id')));
  })),
  http.post(`${BASE}/submit`, withAuth(async ({ request, auth }) => {
    requireAdministrator(auth);
    await submit(await readObject<ModelBody>(request), auth.user.account);
    return status(true);
  })),
  http.post(`${BASE}/remove`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    const ids = new Set(splitIds(requireParam(query(request), 'ids')));
    db.remove('flow_model', models().filter((model) => ids.has(model.id)));
    return status(true);
  })),
  http.post(`${BASE}/deploy`, withAuth(async ({ request, auth }) => {
    requireAdministrator(auth);
    const params = query(request);
    const model = findModel(requireParam(params, 'modelId'));
    const category = requireCategory(requireParam(params, 'category'));
    await deployXml(model.modelEditorXml, `${model.modelKey}.bpmn20.xml`, category, requireTenants(splitIds(params.get('tenantIds') ?? '')));
    return status(true);
  })),
];

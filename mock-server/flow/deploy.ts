/**
 * Deploying a BPMN document: one definition per tenant asked for ('' when none: 通用, every
 * tenant may start it). A key deployed again in the same tenant gets the next version; running
 * instances keep the version they started on.
 */
import { db, formatDateTime } from '../db';
import { BadRequest } from '../envelope';
import { BpmnError, parseProcess } from './bpmn';
import { tables } from './engine';
import { categoryName } from './views';
import type { FlowDefinitionRow } from './rows';

/** `flow_<dictKey>` of a `flow` dictionary entry, else BadRequest. */
export function requireCategory(category: string): string {
  if (!/^flow_\w+$/.test(category) || !categoryName(category)) throw new BadRequest('流程分类不存在');
  return category;
}

/** Live tenants' codes, else BadRequest: a definition for a tenant that does not exist is never started. */
export function requireTenants(tenantIds: readonly string[]): readonly string[] {
  const live = new Set(db.rows('tenant').filter((t) => t.isDeleted === 0).map((t) => t.tenantId));
  const unknown = tenantIds.find((id) => !live.has(id));
  if (unknown) throw new BadRequest(`租户不存在: ${unknown}`);
  return tenantIds;
}

export async function deployXml(xml: string, resourceName: string, category: string, tenantIds: readonly string[]): Promise<FlowDefinitionRow[]> {
  let graph;
  try {
    graph = await parseProcess(xml);
  } catch (error) {
    if (error instanceof BpmnError) throw new BadRequest(error.message);
    throw error;
  }
  const deploymentId = db.nextId();
  const time = formatDateTime(db.now());
  return (tenantIds.length > 0 ? tenantIds : ['']).map((tenantId) => {
    const versions = tables.definitions().filter((d) => d.key === graph.key && d.tenantId === tenantId).map((d) => d.version);
    const version = Math.max(0, ...versions) + 1;
    const row: FlowDefinitionRow = {
      id: `${graph.key}:${version}:${deploymentId}`, deploymentId, key: graph.key, name: graph.name, description: graph.description,
      version, category, tenantId, suspensionState: 1, deploymentTime: time, resourceName, xml,
    };
    return db.insert('flow_definition', row);
  });
}

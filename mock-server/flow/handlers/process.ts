/**
 * Diagrams and history of definitions and instances (`/blade-flow/process/*`), for anyone with
 * the work menus (the platform administrator too), within the caller's tenant:
 *
 * | call                                                    | answer                                   |
 * |---------------------------------------------------------|------------------------------------------|
 * | GET resource-view?processDefinitionId=&resourceType=xml | the deployed XML; `image`: its SVG drawing |
 * | GET diagram-view?processInstanceId=                     | the SVG drawing, the instance's path marked |
 * | GET model-view?processDefinitionId= \| processInstanceId= | R<{xml, flow}>: flow lists the instance's activities |
 * | GET history-flow-list?processInstanceId=                | R<BladeFlow[]>: start, tasks, end         |
 *
 * The two views are what the BladeX client loads as an <img> or <iframe>: they accept the
 * client's session cookie in place of the Blade-Auth header (authenticate.ts, `framed`).
 */
import { http, HttpResponse } from 'msw';
import { withAuth, type AuthContext } from '../../auth/authenticate';
import { BadRequest, Forbidden, ok, requireParam } from '../../envelope';
import { holdsMenu } from '../../menus/access';
import { readDocument } from '../bpmn';
import { drawDiagram, type DiagramMarks } from '../diagram';
import { findDefinition, tables } from '../engine';
import type { FlowDefinitionRow } from '../rows';
import { historyFlow, modelViewFlow } from '../views';
import type { ModelView } from '../../../src/schema/wire/flow';
import { query, visibleInstance } from './access';

const BASE = '*/api/blade-flow/process';

function requireWork(auth: AuthContext): void {
  if (!auth.isAdministrator && !holdsMenu(auth, 'work')) throw new Forbidden();
}

function visibleDefinition(auth: AuthContext, id: string): FlowDefinitionRow {
  const definition = findDefinition(id);
  if (!definition || (!auth.isAdministrator && definition.tenantId !== '' && definition.tenantId !== auth.tenantId)) throw new BadRequest('流程定义不存在');
  return definition;
}

const NOT_SNIFFED = { 'X-Content-Type-Options': 'nosniff' };

async function svg(xml: string, marks?: DiagramMarks): Promise<Response> {
  const drawing = drawDiagram(await readDocument(xml), marks);
  return new HttpResponse(drawing, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', ...NOT_SNIFFED } });
}

/** Where the instance has been, and where it waits (activities not yet ended). */
function marksOf(instanceId: string): DiagramMarks {
  const passed = new Set<string>();
  const active = new Set<string>();
  for (const activity of tables.activities()) {
    if (activity.instanceId !== instanceId) continue;
    (activity.endTime ? passed : active).add(activity.activityId);
  }
  return { passed, active };
}

export const processHandlers = [
  http.get(`${BASE}/resource-view`, withAuth(async ({ request, auth }) => {
    requireWork(auth);
    const params = query(request);
    const definition = visibleDefinition(auth, requireParam(params, 'processDefinitionId'));
    if (params.get('resourceType') === 'image') return svg(definition.xml);
    return new HttpResponse(definition.xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', ...NOT_SNIFFED } });
  }, { framed: true })),
  http.get(`${BASE}/diagram-view`, withAuth(async ({ request, auth }) => {
    requireWork(auth);
    const instance = visibleInstance(auth, requireParam(query(request), 'processInstanceId'));
    return svg(findDefinition(instance.definitionId)?.xml ?? '', marksOf(instance.id));
  }, { framed: true })),
  http.get(`${BASE}/model-view`, withAuth(({ request, auth }) => {
    requireWork(auth);
    const params = query(request);
    const instanceId = params.get('processInstanceId')?.trim();
    if (instanceId) {
      const instance = visibleInstance(auth, instanceId);
      return ok({ xml: findDefinition(instance.definitionId)?.xml ?? '', flow: modelViewFlow(instance) } satisfies ModelView);
    }
    return ok({ xml: visibleDefinition(auth, requireParam(params, 'processDefinitionId')).xml, flow: [] });
  })),
  http.get(`${BASE}/history-flow-list`, withAuth(({ request, auth }) => {
    requireWork(auth);
    return ok(historyFlow(visibleInstance(auth, requireParam(query(request), 'processInstanceId'))));
  })),
];

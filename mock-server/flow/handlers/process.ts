/**
 * Diagrams and history of definitions and instances (`/blade-flow/process/*`), for anyone with
 * the work menus (the platform administrator too), within the caller's tenant:
 *
 * | call                                                    | answer                                   |
 * |---------------------------------------------------------|------------------------------------------|
 * | GET resource-view?processDefinitionId=&resourceType=xml | the deployed XML (image: the same XML)   |
 * | GET model-view?processDefinitionId= \| processInstanceId= | R<{xml, flow}>: flow lists the instance's activities |
 * | GET history-flow-list?processInstanceId=                | R<BladeFlow[]>: start, tasks, end         |
 */
import { http, HttpResponse } from 'msw';
import { withAuth, type AuthContext } from '../../auth/authenticate';
import { BadRequest, Forbidden, ok, requireParam } from '../../envelope';
import { holdsMenu } from '../../menus/access';
import { findDefinition } from '../engine';
import type { FlowDefinitionRow } from '../rows';
import { historyFlow, modelViewFlow } from '../views';
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

export const processHandlers = [
  http.get(`${BASE}/resource-view`, withAuth(({ request, auth }) => {
    requireWork(auth);
    const definition = visibleDefinition(auth, requireParam(query(request), 'processDefinitionId'));
    return new HttpResponse(definition.xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  })),
  http.get(`${BASE}/model-view`, withAuth(({ request, auth }) => {
    requireWork(auth);
    const params = query(request);
    const instanceId = params.get('processInstanceId')?.trim();
    if (instanceId) {
      const instance = visibleInstance(auth, instanceId);
      return ok({ xml: findDefinition(instance.definitionId)?.xml ?? '', flow: modelViewFlow(instance) });
    }
    return ok({ xml: visibleDefinition(auth, requireParam(params, 'processDefinitionId')).xml, flow: [] });
  })),
  http.get(`${BASE}/history-flow-list`, withAuth(({ request, auth }) => {
    requireWork(auth);
    return ok(historyFlow(visibleInstance(auth, requireParam(query(request), 'processInstanceId'))));
  })),
];

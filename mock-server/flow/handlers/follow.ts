/**
 * 流程跟踪 (`/blade-flow/follow/*`), the platform administrator's: running instances of every
 * tenant where they stand (search processInstanceId, processDefinitionKey), and
 * delete-process-instance?processInstanceId=&deleteReason=, which ends one where it stands.
 */
import { http } from 'msw';
import { requireAdministrator, withAuth } from '../../auth/authenticate';
import { BadRequest, ok, requireParam, status } from '../../envelope';
import { tables, terminateInstance } from '../engine';
import { flowExecution, pageOf } from '../views';
import { query, visibleInstance } from './access';

const BASE = '*/api/blade-flow/follow';

export const followHandlers = [
  http.get(`${BASE}/list`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    const params = query(request);
    const instanceId = params.get('processInstanceId')?.trim();
    const key = params.get('processDefinitionKey')?.trim();
    const rows = tables.instances().filter((i) => !i.endTime).map(flowExecution)
      .filter((e) => (!instanceId || e.processInstanceId === instanceId) && (!key || e.processDefinitionKey === key))
      .sort((a, b) => b.startTime.localeCompare(a.startTime));
    return ok(pageOf(rows, params));
  })),
  http.post(`${BASE}/delete-process-instance`, withAuth(({ request, auth }) => {
    requireAdministrator(auth);
    const params = query(request);
    const instance = visibleInstance(auth, requireParam(params, 'processInstanceId'));
    if (instance.endTime) throw new BadRequest('流程实例已结束');
    terminateInstance(instance, requireParam(params, 'deleteReason'));
    return status(true);
  })),
];

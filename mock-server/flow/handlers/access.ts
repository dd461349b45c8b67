/** Who may reach the workflow's rows: instances and tasks stay in the tenant of their starter. */
import type { AuthContext } from '../../auth/authenticate';
import { BadRequest, Forbidden, readJson } from '../../envelope';
import { holdsMenu } from '../../menus/access';
import { instanceOf } from '../views';
import type { FlowInstanceRow } from '../rows';

/** Forbidden unless the caller holds the menu or button with this code. */
export function requireMenu(auth: AuthContext, code: string): void {
  if (!holdsMenu(auth, code)) throw new Forbidden();
}

/** An instance of the caller's tenant (any, for the platform administrator); else as if absent. */
export function visibleInstance(auth: AuthContext, id: string): FlowInstanceRow {
  const instance = instanceOf(id);
  if (!instance || (!auth.isAdministrator && instance.tenantId !== auth.tenantId)) throw new BadRequest('流程实例不存在');
  return instance;
}

export const query = (request: Request) => new URL(request.url).searchParams;

/** A JSON object body (its fields are checked by the caller); anything else is unreadable. */
export async function readObject<T extends object>(request: Request): Promise<Partial<T>> {
  const body = await readJson(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('消息不能读取');
  return body as Partial<T>;
}

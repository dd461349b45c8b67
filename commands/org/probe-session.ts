/**
 * For checks that prove a grant where it lands: logs in as another user beside the console's own
 * session (its token never touches the console's) and reads what the server serves that user.
 */
import { config } from '../../src/base/config';

interface MenuNode { id: string; code: string; path: string; children?: MenuNode[] }

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

export interface ProbeSession {
  /** The menus of `menu/routes` (narrowed to a top menu when given), flattened. */
  routes(topMenuId?: string): Promise<MenuNode[]>;
  /** The ids of `menu/buttons` (buttons and the menus owning them). */
  buttonIds(): Promise<string[]>;
}

export async function probeSession(tenantId: string, account: string, password: string): Promise<ProbeSession> {
  const { md5 } = await import('hash-wasm');
  const query = new URLSearchParams({ tenantId, username: account, password: await md5(password), grant_type: 'password', scope: 'all', type: 'account' });
  const answer = await fetch(`${config.apiBase}/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`, 'Tenant-Id': tenantId },
  });
  const { access_token: token } = (await answer.json()) as { access_token?: string };
  if (!token) throw new Error(`${tenantId}/${account} could not log in`);
  const data = async (path: string) => {
    const response = await fetch(`${config.apiBase}${path}`, { headers: { [config.tokenHeader]: `bearer ${token}` } });
    return ((await response.json()) as { data: MenuNode[] }).data ?? [];
  };
  return {
    routes: async (topMenuId) => flatten(await data(`/blade-system/menu/routes${topMenuId ? `?topMenuId=${topMenuId}` : ''}`)),
    buttonIds: async () => flatten(await data('/blade-system/menu/buttons')).map((node) => node.id),
  };
}

/** What the org tests share: the seed ids they act on, and a user's menus as the server serves them. */
import { get, type Envelope } from '../mock-server/crud/helpers';

export const ROLE = {
  platformAdministrator: '1123598816738675201',
  schoolAdmin: '1123598816738675206',
  schoolTeacher: '1123598816738675207',
  otherSchoolTeacher: '1123598816738675209',
} as const;

export const MENU = {
  post: '1123598815738675380',
  postAdd: '1123598815738675381',
  postRemove: '1123598815738675383',
  user: '1123598815738675367',
  menu: '1123598815738675395',
  notice: '1123598815738675202',
  desk: '1123598815738675201',
} as const;

interface MenuNode { id: string; code: string; path: string; children?: MenuNode[] }

function codesOf(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.code, ...codesOf(node.children ?? [])]);
}

/** The codes of the menus (routes) and buttons a token's user is served. */
export async function servedCodes(token: string, topMenuId?: string): Promise<{ routes: string[]; buttons: string[] }> {
  const routes = await get<MenuNode[]>(token, `/blade-system/menu/routes${topMenuId ? `?topMenuId=${topMenuId}` : ''}`);
  const buttons = await get<MenuNode[]>(token, '/blade-system/menu/buttons');
  return { routes: codesOf(routes.body.data), buttons: codesOf(buttons.body.data) };
}

export type { Envelope };

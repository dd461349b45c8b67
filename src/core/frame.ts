/**
 * The frame route (`/myiframe/urlPath?src=…&name=…`) shows an external page in the layout. Its
 * tab and title take the name of the menu that leads there, so it reads as the menu does.
 */
import { findMenuByPath } from './menu';
import { menuLabel } from './menu-label';
import { session } from './session';

export const FRAME_PREFIX = '/myiframe/';

/** The framed page's name: its menu's label (translated), else the name the address carries. */
export function framedPageName(query: Readonly<Record<string, string>> | undefined): string | undefined {
  const src = query?.src;
  if (!src) return undefined;
  const menu = findMenuByPath(session.menus, src);
  return menu ? menuLabel(menu) : query.name || undefined;
}

/**
 * The address the frame route shows: `src` with every other query parameter but `name` passed
 * on to it. Only http(s) pages are framed: null for anything else.
 */
export function framedUrl(search: string): URL | null {
  const query = new URLSearchParams(search);
  const src = query.get('src') ?? '';
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  query.delete('src');
  query.delete('name');
  query.forEach((value, key) => url.searchParams.set(key, value));
  return url;
}

/**
 * Whether the page can be reached: the browser is online and a request to the address gets any
 * answer (an opaque one will do). An address that answers may still refuse to be framed, which a
 * page of another origin cannot be asked; the pane offers to open it in a new window either way.
 */
export async function reachable(url: URL, signal?: AbortSignal): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(url.href, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}

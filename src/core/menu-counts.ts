/**
 * Numbers shown on menu entries (the registrations waiting on 注册审核's), by menu code. The
 * areas that own them set them from the server; the sidebar and the home page read them.
 */
import { proxy } from 'valtio';

export const menuCounts = proxy<Record<string, number>>({});

export function setMenuCount(code: string, count: number | undefined): void {
  if (count === undefined) delete menuCounts[code];
  else menuCounts[code] = count;
}

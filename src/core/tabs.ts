import { proxy } from 'valtio';
import { config } from '../base/config';
import { t } from '../i18n';
import { menuLabel } from './menu-label';
import { FRAME_PREFIX, framedPageName } from './frame';
import { findMenuByPath } from './menu';
import { homeTab, session, type Tab } from './session';

/** The home tab never closes, nor does a lone remaining tab. */
export function canClose(tab: Tab): boolean {
  return tab.close && tab.value !== config.homePath && session.tabs.length > 1;
}

/** The location a tab leads back to: its path with the query it was last visited with. */
export function tabHref(tab: Pick<Tab, 'value' | 'query'>): string {
  const search = new URLSearchParams(tab.query ?? {}).toString();
  return search ? `${tab.value}?${search}` : tab.value;
}

/**
 * A tab of a fixed page names its i18n key; a menu tab takes its menu's current label, and so does
 * the frame route's tab, from the menu of the page it shows.
 */
export function tabLabel(tab: Tab): string {
  const framed = tab.value.startsWith(FRAME_PREFIX) ? framedPageName(tab.query) : undefined;
  if (framed) return framed;
  if (tab.meta?.i18n) return t(tab.meta.i18n);
  const menu = findMenuByPath(session.menus, tab.value);
  return menu ? menuLabel(menu) : tab.label;
}

export function findTab(value: string): Tab | undefined {
  return session.tabs.find((tab) => tab.value === value);
}

/**
 * What the tab bar remembers beyond the persisted tab list. Neither survives a reload: closed tabs
 * are an undo stack of this visit, and `cacheEpoch` counts "clear cache" requests, which drop the
 * panes kept alive in memory (PaneHost).
 */
export const tabMemory = proxy<{ closed: Tab[]; cacheEpoch: number }>({ closed: [], cacheEpoch: 0 });
const CLOSED_LIMIT = 20;

function remember(closed: Tab[]): void {
  // Plain copies: the closed tabs were proxies of the session's list.
  tabMemory.closed.push(...closed.map((tab) => JSON.parse(JSON.stringify(tab)) as Tab));
  if (tabMemory.closed.length > CLOSED_LIMIT) tabMemory.closed.splice(0, tabMemory.closed.length - CLOSED_LIMIT);
}

/** Every visited page becomes a tab; visiting it again updates its query. */
export function openTab(tab: Omit<Tab, 'close'>): void {
  const existing = findTab(tab.value);
  if (existing) Object.assign(existing, { query: tab.query, params: tab.params });
  else session.tabs.push({ ...tab, close: tab.value !== config.homePath });
}

/** Closes a tab; returns the path to show next when it was the current one. */
export function closeTab(value: string, current: string): string | null {
  const index = session.tabs.findIndex((tab) => tab.value === value);
  if (index < 0 || !canClose(session.tabs[index])) return null;
  remember(session.tabs.splice(index, 1));
  if (value !== current) return null;
  return tabHref(session.tabs[index] ?? session.tabs[index - 1]);
}

/** Keeps `keep` and every tab that may not close (home). */
export function closeOtherTabs(keep: string): void {
  const stays = (tab: Tab) => tab.value === keep || !canClose(tab);
  remember(session.tabs.filter((tab) => !stays(tab)));
  session.tabs = session.tabs.filter(stays);
}

/**
 * Closes the closable tabs on one side of `from` in the bar's order (home and `from` stay).
 * Returns the path to show next when the current tab was among them: `from` itself.
 */
export function closeTabsBeside(from: string, side: 'left' | 'right', current: string): string | null {
  const index = session.tabs.findIndex((tab) => tab.value === from);
  if (index < 0) return null;
  const beside = (position: number) => (side === 'left' ? position < index : position > index);
  const closing = session.tabs.filter((tab, position) => beside(position) && canClose(tab));
  const closed = new Set(closing.map((tab) => tab.value));
  remember(closing);
  session.tabs = session.tabs.filter((tab) => !closed.has(tab.value));
  return closed.has(current) ? tabHref(session.tabs.find((tab) => tab.value === from)!) : null;
}

/** Whether a tab has a closable tab on that side of it. */
export function hasTabsBeside(from: string, side: 'left' | 'right'): boolean {
  const index = session.tabs.findIndex((tab) => tab.value === from);
  return index >= 0 && session.tabs.some((tab, position) => (side === 'left' ? position < index : position > index) && canClose(tab));
}

export function closeAllTabs(): void {
  remember(session.tabs.filter((tab) => tab.value !== config.homePath));
  session.tabs = [homeTab];
}

/** Brings the last closed tab back (still open: just shows it); null when nothing was closed. */
export function reopenTab(): Tab | null {
  const tab = tabMemory.closed.pop();
  if (!tab) return null;
  if (!findTab(tab.value)) session.tabs.push(tab);
  return tab;
}

/** The tab `step` places from the current one, wrapping around; null when there is only one. */
export function adjacentTab(current: string, step: 1 | -1): Tab | null {
  const count = session.tabs.length;
  if (count < 2) return null;
  const index = session.tabs.findIndex((tab) => tab.value === current);
  // A page without a tab (the hidden dashboard) steps from the start or the end.
  const from = index < 0 ? (step === 1 ? -1 : count) : index;
  return session.tabs[(from + step + count) % count];
}

/** Asks PaneHost to drop every kept-alive pane but the one on screen. */
export function dropPaneCache(): void {
  tabMemory.cacheEpoch++;
}

import { proxy, subscribe } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { config, type Theme } from '../base/config';
import { session } from './session';
import { readStored, writeStored } from '../base/local-data';

/** The screen-size level: width ≥ 1200 → 3, ≥ 992 → 2, ≥ 768 → 1, otherwise 0. */
export type ScreenLevel = 0 | 1 | 2 | 3;

export function screenLevel(width: number): ScreenLevel {
  const { small, medium, large } = config.breakpoints;
  if (width >= large) return 3;
  if (width >= medium) return 2;
  if (width >= small) return 1;
  return 0;
}

/** The sidebar folds away on levels 0 and 1 (phones and narrow tablets). */
export const isSmallScreen = (level: ScreenLevel) => level <= 1;

export function isTheme(value: unknown): value is Theme {
  return (config.themes as readonly unknown[]).includes(value);
}

/** `#rgb` or `#rrggbb` (any case) as upper-case `#RRGGBB`, the form of config.defaultColor; null when not a colour. */
export function normalizeColor(value: string): string | null {
  const text = value.trim();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  const long = /^#?([0-9a-f]{6})$/i.exec(text);
  return long ? `#${long[1]}`.toUpperCase() : null;
}

interface LayoutState {
  collapsed: boolean;
  theme: Theme;
  color: string;
  /** Not persisted: measured from the window. */
  screen: ScreenLevel;
  /** Not persisted: mirrors document.fullscreenElement. */
  fullscreen: boolean;
  /** The top menu whose menus the sidebar shows; '' is every menu (the "首页" choice). */
  topMenuId: string;
}

/** Each persisted field and its localStorage name (under the site key prefix). */
const persisted = { collapsed: 'collapse', theme: 'theme', color: 'color', topMenuId: 'top-menu' } as const;

const storedTheme = readStored<unknown>(persisted.theme, config.defaultTheme);
export const layout = proxy<LayoutState>({
  collapsed: readStored<boolean>(persisted.collapsed, false) === true,
  theme: isTheme(storedTheme) ? storedTheme : config.defaultTheme,
  color: normalizeColor(String(readStored<unknown>(persisted.color, config.defaultColor))) ?? config.defaultColor,
  screen: screenLevel(globalThis.innerWidth ?? config.breakpoints.large),
  fullscreen: false,
  topMenuId: String(readStored<unknown>(persisted.topMenuId, '')),
});

/** Theme and colour live on <html>: theme.css and themes.css read them from there. */
function applyToDocument(): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.dataset.theme = layout.theme;
  root.style.setProperty('--primary', layout.color);
}

applyToDocument();
subscribe(layout, () => {
  for (const [field, name] of Object.entries(persisted) as [keyof typeof persisted, string][]) writeStored(name, layout[field]);
  applyToDocument();
});
// A top-menu choice belongs to the session it was made in: a login or logout (a new userInfo, which
// a token refresh keeps) forgets it, since login loads every menu.
subscribeKey(session, 'userInfo', () => {
  layout.topMenuId = '';
});

export function toggleSidebar(): void {
  layout.collapsed = !layout.collapsed;
}

export function setTheme(theme: Theme): void {
  layout.theme = theme;
}

/** Applies a colour; false (nothing changed) when the text is not a hex colour. */
export function setColor(value: string): boolean {
  const color = normalizeColor(value);
  if (!color) return false;
  layout.color = color;
  return true;
}

/** Records the screen level; entering a small level collapses the sidebar (the user may open it again). */
export function setScreenWidth(width: number): void {
  // A window that is not laid out (hidden, being resized for a screenshot) reports 0: not a phone.
  if (!width) return;
  const level = screenLevel(width);
  if (level === layout.screen) return;
  layout.screen = level;
  if (isSmallScreen(level)) layout.collapsed = true;
}

/** Follows the window's width; returns the stop function. Collapses at once on a small screen. */
export function watchScreen(win: Window = window): () => void {
  const measure = () => setScreenWidth(win.innerWidth);
  if (win.innerWidth) {
    layout.screen = screenLevel(win.innerWidth);
    if (isSmallScreen(layout.screen)) layout.collapsed = true;
  }
  win.addEventListener('resize', measure);
  return () => win.removeEventListener('resize', measure);
}

export function isFullscreenSupported(doc: Document = document): boolean {
  return Boolean(doc.fullscreenEnabled && doc.documentElement.requestFullscreen);
}

/** Enters or leaves full screen (Fullscreen API); false when the browser does not offer it. */
export async function toggleFullscreen(doc: Document = document): Promise<boolean> {
  if (!isFullscreenSupported(doc)) return false;
  if (doc.fullscreenElement) await doc.exitFullscreen();
  else await doc.documentElement.requestFullscreen();
  return true;
}

/** Keeps layout.fullscreen true to the document (Esc leaves full screen without us). */
export function watchFullscreen(doc: Document = document): () => void {
  const update = () => {
    layout.fullscreen = Boolean(doc.fullscreenElement);
  };
  update();
  doc.addEventListener('fullscreenchange', update);
  return () => doc.removeEventListener('fullscreenchange', update);
}

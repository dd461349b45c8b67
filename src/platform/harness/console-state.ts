/**
 * What the checks must leave as they found it, and the preparation both runners share: the
 * command suite in `npm test` and the self-test pane in the live console.
 */
import { navigate } from 'wouter/use-browser-location';
import { errorLog } from '../../core/errorlog';
import { layout } from '../../core/layout';
import { selection, selectRows } from '../../core/selection';
import { session, type Tab } from '../../core/session';
import { tabMemory } from '../../core/tabs';
import { language } from '../../i18n';
import { undoHistory } from '../undo';
import { waitUntil } from './screen';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A store the checks may change and must leave as they found it: `note` copies its state and
 * returns what puts it back. A screen's state (`screen`: its page, search, selection) is put
 * back once the run leaves the screen; the rest after every check.
 */
export interface StateKeeper {
  screen?: boolean;
  note(): () => void;
}

/** Puts back each of `fields` of `store` that differs from `saved` (an equal copy would still notify). */
function putBack<T extends object>(store: T, saved: Partial<T>): void {
  for (const [field, value] of Object.entries(saved) as [keyof T, T[keyof T]][]) {
    if (!same(store[field], value)) store[field] = copy(value);
  }
}

const pick = <T extends object, K extends keyof T>(store: T, fields: readonly K[]): Pick<T, K> =>
  copy(Object.fromEntries(fields.map((field) => [field, store[field]])) as Pick<T, K>);

/**
 * What the user works with besides the tabs: who they are as the session shows it (a check that
 * saves the user's own profile restores the server, this the header), their settings (theme,
 * colour, sidebar, top menu, language), their local error log, and the rows selected.
 */
const keepers: StateKeeper[] = [
  {
    note() {
      const who = session.userInfo?.user_id;
      const saved = pick(session, ['roles', 'menus', 'permission', 'switchIdentity']);
      const info = copy(session.userInfo);
      return () => {
        // A check that logged in again as someone else (the suite's session-ending checks) keeps that session.
        if (session.userInfo?.user_id !== who) return;
        putBack(session, saved);
        // In place: a new userInfo would read as a new login (which forgets the top menu chosen).
        if (info && session.userInfo && !same(session.userInfo, info)) Object.assign(session.userInfo, info);
      };
    },
  },
  {
    note() {
      const saved = pick(layout, ['collapsed', 'theme', 'color', 'topMenuId']);
      const lang = language.current;
      const log = copy(errorLog.entries);
      return () => {
        putBack(layout, saved);
        if (language.current !== lang) language.current = lang;
        if (!same(errorLog.entries, log)) errorLog.entries = log;
      };
    },
  },
  {
    screen: true,
    note() {
      const { resource, ids } = selection;
      const saved = [...ids];
      return () => {
        if (selection.resource !== resource || !same(selection.ids, saved)) selectRows(resource, saved);
      };
    },
  },
];

/** Adds a store of a layer above this one (a screen's store, a table's layout) to what every check leaves as it found. */
export function keepAcrossChecks(keeper: StateKeeper): void {
  keepers.push(keeper);
}

/**
 * Notes the open tabs, the closed-tab stack, the undo history, the page on screen and every
 * kept store (keepers above); the returned function puts them back. A check opens tabs (every
 * page it visits becomes one), closes them, runs commands that leave undo entries, changes
 * settings and screens; the administrator running the self-test finds their own session,
 * settings, screens, tabs and history afterwards. With `stay`, the page on screen stays, with
 * its tab and its screen's state: the next check acts on the same screen, which need not load again.
 */
export function keepConsole(): (stay?: boolean) => void {
  const stores = keepers.map((keeper) => ({ screen: keeper.screen, restore: keeper.note() }));
  const tabs = copy(session.tabs) as Tab[];
  const closed = copy(tabMemory.closed) as Tab[];
  const history = undoHistory.entries.slice();
  const href = window.location.pathname + window.location.search;
  return (stay = false) => {
    const here = session.tabs.find((tab) => tab.value === window.location.pathname);
    const kept = stay && here && !tabs.some((tab) => tab.value === here.value) ? [...tabs, copy(here)] : tabs;
    // Each is put back only when it changed: an equal copy would still render the layout again.
    if (!same(session.tabs, kept)) session.tabs = kept;
    if (!same(tabMemory.closed, closed)) tabMemory.closed = closed;
    if (undoHistory.entries.length !== history.length || undoHistory.entries.some((entry, i) => entry !== history[i])) {
      undoHistory.entries.splice(0, Infinity, ...history);
    }
    for (const { screen, restore } of stores) if (!stay || !screen) restore();
    if (!stay && window.location.pathname + window.location.search !== href) navigate(href);
  };
}

/** Opens `path` and waits until its page has loaded. */
export async function openPage(path: string, timeout = 10000): Promise<void> {
  if (window.location.pathname !== path) navigate(path);
  await waitUntil(() => window.location.pathname === path && !document.querySelector('.pane-loading'), timeout, () => `could not open ${path} (at ${window.location.pathname})`);
}

/**
 * What the checks must leave as they found it, and the preparation both runners share: the
 * command suite in `npm test` and the self-test pane in the live console.
 */
import { navigate } from 'wouter/use-browser-location';
import { session, type Tab } from '../../core/session';
import { tabMemory } from '../../core/tabs';
import { undoHistory } from '../undo';
import { waitUntil } from './screen';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Notes the open tabs, the closed-tab stack, the undo history and the page on screen; the
 * returned function puts them back. A check opens tabs (every page it visits becomes one),
 * closes them and runs commands that leave undo entries; the administrator running the
 * self-test finds their own tabs and history afterwards. With `stay`, the page on screen stays
 * and keeps its tab: the next check acts on the same screen, which need not load again.
 */
export function keepConsole(): (stay?: boolean) => void {
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
    if (!stay && window.location.pathname + window.location.search !== href) navigate(href);
  };
}

/** Opens `path` and waits until its page has loaded. */
export async function openPage(path: string, timeout = 10000): Promise<void> {
  if (window.location.pathname !== path) navigate(path);
  await waitUntil(() => window.location.pathname === path && !document.querySelector('.pane-loading'), timeout, () => `could not open ${path} (at ${window.location.pathname})`);
}

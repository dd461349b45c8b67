/**
 * Saved views: a search, sort and page size a user keeps under a name, per screen, in
 * localStorage under the site's key prefix (one table per tenant and account, so people sharing a
 * browser keep their own). One view of a screen may be its default, shown when the screen is
 * first reached in a session without a query (screen-query.ts).
 */
import { proxy } from 'valtio';
import type { Filters, SortOrder } from '../api/resource';
import { keepAcrossChecks } from '../platform/harness/console-state';
import { readStored, writeStored } from '../base/local-data';
import { session } from '../core/session';

export interface SavedView {
  /** Stable while the view lives, so its command's id survives saving it again under its name. */
  id: string;
  name: string;
  filters: Filters;
  sort: SortOrder | null;
  size: number;
}

interface ScreenViews { views: SavedView[]; default?: string }
type ViewTable = Record<string, ScreenViews>;

/** Bumped on every change, so the commands that apply views are registered again. */
export const savedViewsVersion = proxy({ value: 0 });

function savedViewsKey(): string {
  const user = session.userInfo;
  return user ? `saved-views-${user.tenant_id}-${user.account}` : 'saved-views-anonymous';
}

// A check that saves a view leaves the user's views as they were.
keepAcrossChecks({
  note() {
    const key = savedViewsKey();
    const before = readStored<unknown>(key, undefined);
    return () => {
      if (JSON.stringify(readStored<unknown>(key, undefined)) === JSON.stringify(before)) return;
      writeStored(key, before);
      savedViewsVersion.value++;
    };
  },
});

function readTable(): ViewTable {
  const table = readStored<unknown>(savedViewsKey(), {});
  return table && typeof table === 'object' ? (table as ViewTable) : {};
}

function change(screen: string, edit: (views: ScreenViews) => void): void {
  const table = readTable();
  const views = (table[screen] ??= { views: [] });
  edit(views);
  if (!views.views.length) delete table[screen];
  writeStored(savedViewsKey(), table);
  savedViewsVersion.value++;
}

/** The user's saved views of a screen, in the order they were first saved. */
export function savedViews(screen: string): SavedView[] {
  return readTable()[screen]?.views ?? [];
}

/** Every screen's saved views of the user. */
export function allSavedViews(): Record<string, SavedView[]> {
  return Object.fromEntries(Object.entries(readTable()).map(([screen, entry]) => [screen, entry.views]));
}

export function defaultView(screen: string): SavedView | undefined {
  const entry = readTable()[screen];
  return entry?.views.find((view) => view.id === entry.default);
}

/** Saves a view; one of the same name is replaced and keeps its id (and default). Returns the saved view. */
export function saveView(screen: string, view: Omit<SavedView, 'id'>): SavedView {
  let saved!: SavedView;
  change(screen, (entry) => {
    const same = entry.views.findIndex((existing) => existing.name === view.name);
    saved = { ...structuredClone(view), id: same >= 0 ? entry.views[same]!.id : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` };
    if (same >= 0) entry.views[same] = saved;
    else entry.views.push(saved);
  });
  return saved;
}

export function deleteView(screen: string, id: string): void {
  change(screen, (entry) => {
    entry.views = entry.views.filter((view) => view.id !== id);
    if (entry.default === id) delete entry.default;
  });
}

/** Makes a view the screen's default; null: the screen has none. */
export function setDefaultView(screen: string, id: string | null): void {
  change(screen, (entry) => {
    if (id === null) delete entry.default;
    else if (entry.views.some((view) => view.id === id)) entry.default = id;
    else throw new Error(`No saved view ${id} on ${screen}`);
  });
}

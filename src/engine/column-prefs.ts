/**
 * How each user lays out each screen's table: which columns show, in what order, how wide, and
 * how dense the rows are. Kept in localStorage under the site's prefix, one entry per tenant,
 * account and screen, so people sharing a browser keep their own layouts and a layout survives
 * a reload.
 */
import { proxy } from 'valtio';
import { session } from '../core/session';
import { keepAcrossChecks } from '../platform/harness/console-state';
import { readStored, storedNames, writeStored } from '../base/local-data';
import { fieldsOf } from './tenant-column';
import type { FieldDef, ResourceSchema } from '../schema/types';

export type Density = 'compact' | 'normal';
export const densities: readonly Density[] = ['compact', 'normal'];

/** What a column chooser does to one column. */
export type ColumnAction = 'show' | 'hide' | 'earlier' | 'later';
export const columnActions: readonly ColumnAction[] = ['show', 'hide', 'earlier', 'later'];

export interface ColumnPrefs {
  /** Column ids in the order the user put them; columns missing here follow in schema order. */
  order: string[];
  hidden: string[];
  /** Widths in px the user dragged or keyed; other columns share the rest. */
  widths: Record<string, number>;
  density: Density;
}

const fresh = (): ColumnPrefs => ({ order: [], hidden: [], widths: {}, density: 'normal' });

const KEY_HEAD = 'table-columns-';

/** The storage name of one user's layout of one screen. */
export function columnPrefsKey(screen: string): string {
  const user = session.userInfo;
  return `${KEY_HEAD}${user ? `${user.tenant_id}-${user.account}` : 'anonymous'}-${screen}`;
}

const columnFields = new WeakMap<readonly FieldDef[], FieldDef[]>();

/**
 * The fields a screen's table may show (tenant-column.ts adds the tenant's column for platform
 * administrators). The same array while fieldsOf gives the same fields, so views may memoise on it.
 */
export function columnFieldsOf(schema: ResourceSchema): FieldDef[] {
  const all = fieldsOf(schema);
  let fields = columnFields.get(all);
  if (!fields) columnFields.set(all, (fields = all.filter((field) => field.column !== false)));
  return fields;
}

const loaded = new Map<string, ColumnPrefs>();

// A check that arranges a table leaves every layout as it was, stored and shown.
keepAcrossChecks({
  note() {
    const stored = new Map(storedNames(KEY_HEAD).map((name) => [name, readStored<unknown>(name, undefined)]));
    return () => {
      for (const name of new Set([...stored.keys(), ...storedNames(KEY_HEAD)])) {
        const before = stored.get(name);
        if (JSON.stringify(readStored<unknown>(name, undefined)) === JSON.stringify(before)) continue;
        writeStored(name, before);
        const shown = loaded.get(name);
        if (shown) Object.assign(shown, fresh(), before && typeof before === 'object' ? before : {});
      }
    };
  },
});

/** The layout of `screen` for the logged-in user, read from storage the first time it is asked for. */
export function columnPrefsOf(screen: string): ColumnPrefs {
  const key = columnPrefsKey(screen);
  let prefs = loaded.get(key);
  if (!prefs) {
    const stored = readStored<Partial<ColumnPrefs> | null>(key, null);
    prefs = proxy({ ...fresh(), ...(stored && typeof stored === 'object' ? stored : {}) });
    loaded.set(key, prefs);
  }
  return prefs;
}

function save(screen: string, change: (prefs: ColumnPrefs) => void): void {
  const prefs = columnPrefsOf(screen);
  change(prefs);
  writeStored(columnPrefsKey(screen), { order: prefs.order, hidden: prefs.hidden, widths: prefs.widths, density: prefs.density });
}

/** Every column id of the screen in the user's order (new columns after, in schema order). */
export function orderedColumns(prefs: { order: readonly string[] }, ids: readonly string[]): string[] {
  return [...prefs.order.filter((id) => ids.includes(id)), ...ids.filter((id) => !prefs.order.includes(id))];
}

/** The columns shown, in order; at least one stays, so the rows keep a header to name them. */
export function shownColumns(prefs: { order: readonly string[]; hidden: readonly string[] }, ids: readonly string[]): string[] {
  return orderedColumns(prefs, ids).filter((id) => !prefs.hidden.includes(id));
}

/**
 * Shows or hides one of `ids` (the screen's columns), or moves a shown one a place earlier or
 * later among the shown ones. Hiding the last shown column is refused: returns false.
 */
export function arrangeColumn(screen: string, ids: readonly string[], column: string, action: ColumnAction): boolean {
  const prefs = columnPrefsOf(screen);
  if (action === 'hide' && shownColumns(prefs, ids).every((id) => id === column)) return false;
  save(screen, (p) => {
    if (action === 'show') p.hidden = p.hidden.filter((id) => id !== column);
    else if (action === 'hide') p.hidden = [...new Set([...p.hidden, column])];
    else {
      // It trades places with its shown neighbour: passing a hidden column would change nothing on screen.
      const order = orderedColumns(p, ids);
      const shown = shownColumns(p, ids);
      const neighbour = shown[shown.indexOf(column) + (action === 'earlier' ? -1 : 1)];
      if (!shown.includes(column) || neighbour === undefined) return;
      const from = order.indexOf(column);
      const to = order.indexOf(neighbour);
      [order[from], order[to]] = [neighbour, column];
      p.order = order;
    }
  });
  return true;
}

export function setColumnWidths(screen: string, widths: Record<string, number>): void {
  save(screen, (p) => void (p.widths = { ...p.widths, ...widths }));
}

export function setDensity(screen: string, density: Density): void {
  save(screen, (p) => void (p.density = density));
}

/** Puts a screen's layout back as it was (checks undo what they arranged). */
export function restoreColumnPrefs(screen: string, prefs: ColumnPrefs): void {
  save(screen, (p) => Object.assign(p, structuredClone(prefs)));
}

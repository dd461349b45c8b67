/** The rows of tree resources: children loaded on demand and nested under their parents. */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as api from '../api/resource';
import type { ResourceRow } from '../api/resource';
import type { ResourceSchema } from '../schema/types';

/** Children of expanded lazy rows, fetched once per expansion and again on reload. */
export function useLazyChildren(schema: ResourceSchema, expanded: readonly string[]) {
  const [loaded, setLoaded] = useState<Record<string, ResourceRow[]>>({});
  const pending = useRef(new Set<string>());
  useEffect(() => {
    for (const id of expanded) {
      if (id in loaded || pending.current.has(id)) continue;
      pending.current.add(id);
      api.children(schema, id)
        // On failure the HTTP client has shown why; collapsing and expanding the row tries again.
        .then((rows) => setLoaded((all) => ({ ...all, [id]: rows })), () => undefined)
        .finally(() => pending.current.delete(id));
    }
  }, [schema, expanded, loaded]);
  const reload = useCallback(async () => {
    const ids = Object.keys(loaded).filter((id) => expanded.includes(id));
    const entries = await Promise.all(ids.map(async (id) => [id, await api.children(schema, id)] as const));
    setLoaded(Object.fromEntries(entries));
  }, [schema, loaded, expanded]);
  return { loaded, reload };
}

/** Nests loaded children; rows whose subtree did not change keep their identity (and render cache). */
export function attachChildren(rows: readonly ResourceRow[], loaded: Record<string, ResourceRow[]>): readonly ResourceRow[] {
  let changed = false;
  const next = rows.map((row) => {
    const kids = loaded[row.id] ?? row.children;
    if (!kids) return row;
    const nested = attachChildren(kids, loaded);
    if (nested === row.children) return row;
    changed = true;
    return { ...row, children: nested as ResourceRow[] };
  });
  return changed ? next : rows;
}

export function indexRows(rows: readonly ResourceRow[], into = new Map<string, ResourceRow>()): Map<string, ResourceRow> {
  for (const row of rows) {
    into.set(row.id, row);
    if (row.children) indexRows(row.children, into);
  }
  return into;
}

import { proxy } from 'valtio';

/** Rows selected in the resource table on screen; commands act on them. */
export const selection = proxy<{ resource: string | null; ids: string[] }>({ resource: null, ids: [] });

export function selectRows(resource: string | null, ids: string[]): void {
  selection.resource = resource;
  selection.ids = ids;
}

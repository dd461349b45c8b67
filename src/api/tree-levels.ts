/**
 * Trees the console opens a level at a time through a call the mock adds to BladeX (role/lazy-tree
 * for the role choices, role/lazy-list for 角色管理, lazy-page for the top levels of 角色管理 and
 * 机构管理 a page at a time). A BladeX gateway has no such call and answers
 * it with 404; the tree is then read whole through BladeX's own call (role/tree, role/list) and
 * its levels taken from that (src/engine/tree-options.ts, src/api/resource.ts).
 */
import { subscribeKey } from 'valtio/utils';
import { ApiError, failureMessage, requestData } from '../core/http';
import { notify } from '../core/notify';
import { session } from '../core/session';

/** A row of a tree as the server sends it: nested `children` in a whole tree, `hasChildren` in a level. */
export type TreeRow = Record<string, unknown>;

/** BladeX's parent id of a node at the top of its tree. */
export const TREE_ROOT = '0';

/**
 * The additions this gateway answered with 404 in this session, not asked again until the next
 * login or logout: without them every page of a paged tree asked for two calls that could not
 * answer before reading its level whole. A few paths at most, one per tree call.
 */
const missing = new Set<string>();
subscribeKey(session, 'userInfo', () => missing.clear());

/**
 * What `path` answers, or undefined where the gateway has no such call (404): the caller then
 * reads the tree whole. The call is quiet, as that 404 is not the user's to read; any other
 * failure is shown, then thrown.
 */
async function askAddition<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T | null | undefined> {
  if (missing.has(path)) return undefined;
  try {
    return await requestData<T | null>(path, { query, quiet: true, signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) {
      missing.add(path);
      return undefined;
    }
    const message = error instanceof ApiError ? failureMessage(error) : undefined;
    if (message) notify('error', message);
    throw error;
  }
}

/** One level as `path` answers it, or undefined where the gateway has no such call (askAddition). */
export async function askLevel(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<TreeRow[] | undefined> {
  const level = await askAddition<TreeRow[]>(path, query, signal);
  return level === undefined ? undefined : level ?? [];
}

/** A page of one level as `path` answers it (BladeX's page shape), or undefined where the gateway has no such call. */
export async function askPage(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<{ records?: TreeRow[]; total?: number | string } | undefined> {
  const page = await askAddition<{ records?: TreeRow[]; total?: number | string }>(path, query, signal);
  return page === undefined ? undefined : page ?? {};
}

const childrenOf = (row: TreeRow) => (Array.isArray(row.children) ? (row.children as TreeRow[]) : []);

/**
 * The children of `parentId` (TREE_ROOT: the top) in a whole tree, as a level call answers them:
 * each with `hasChildren` in place of its `children`. A parent the tree does not hold has none.
 */
export function levelIn(rows: readonly TreeRow[], parentId: string): TreeRow[] {
  const find = (among: readonly TreeRow[]): TreeRow | undefined => {
    for (const row of among) {
      if (String(row.id) === parentId) return row;
      const below = find(childrenOf(row));
      if (below) return below;
    }
    return undefined;
  };
  const level = parentId === TREE_ROOT ? rows : childrenOf(find(rows) ?? {});
  return level.map(({ children, ...row }) => ({ ...row, hasChildren: childrenOf({ children }).length > 0 }));
}

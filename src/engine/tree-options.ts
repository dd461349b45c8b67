/**
 * Choices in a tree too big to load whole (OptionSource TreeSource: a school's departments, its
 * roles, the platform's menus; src/schema/org/trees.ts names the calls of each):
 *
 * | what                              | call                                                         |
 * |-----------------------------------|--------------------------------------------------------------|
 * | the children of a node (or the top) | GET levels?parentId=&tenantId=: one level, with hasChildren |
 * | the nodes whose name holds a text | the search source's call with <label>=text, one page (record-options.ts) |
 * | the names of chosen ids           | the names source's look-up, kept by count (record-options.ts) |
 *
 * Every node a level or a search shows is kept as the name of its id, so the chosen node is named
 * without a look-up. Only where a gateway answers the level call with 404 (it has no such call:
 * BladeX's roles; src/api/tree-levels.ts) is the `whole` tree read, once per tenant, and its
 * levels served from it.
 */
import { useSnapshot } from 'valtio';
import { askLevel, levelIn, TREE_ROOT } from '../api/tree-levels';
import { requestData } from '../core/http';
import { language, tIn } from '../i18n';
import '../i18n/resource';
import type { OptionSource, TreeSource } from '../schema/types';
import { sessionIdentity } from './controller';
import { keep, recordLabels, searchRecords, useRecordLabel, type RecordOption } from './record-options';

/** One node of a level: its id, its name and whether it has children to open. */
export interface TreeNodeOption {
  value: string;
  label: string;
  hasChildren: boolean;
}

export { TREE_ROOT };

export function isTreeSource(source: OptionSource | undefined): source is TreeSource {
  return Boolean(source && 'levels' in source);
}

type Row = Record<string, unknown>;

/**
 * Whole trees read from gateways without a level call, by user, call and tenant (a handful, each
 * a school's roles): one user's are never served to the next user of the page.
 */
const wholes = new Map<string, Promise<Row[]>>();
const WHOLES_KEPT = 20;

function wholeTree(source: TreeSource, tenantId: string | undefined): Promise<Row[]> {
  const key = `${sessionIdentity()}\n${source.whole}\n${tenantId ?? ''}`;
  let tree = wholes.get(key);
  if (!tree) {
    tree = requestData<Row[] | null>(source.whole, { query: tenantId ? { tenantId } : {} }).then((rows) => rows ?? []);
    tree.catch(() => wholes.delete(key));
    wholes.set(key, tree);
    for (const oldest of wholes.keys()) if (wholes.size > WHOLES_KEPT) wholes.delete(oldest);
  }
  return tree;
}

/** Forgets the whole trees read from calls under `prefix`: a node saved or removed there shows at the next level read. */
export function forgetWholeTreesUnder(prefix: string): void {
  for (const key of wholes.keys()) if (key.split('\n')[1]!.startsWith(prefix)) wholes.delete(key);
}

/** The children of `parentId` (TREE_ROOT: the top level), of `tenantId`'s tree when given. */
export async function treeLevel(source: TreeSource, parentId: string, tenantId?: string): Promise<TreeNodeOption[]> {
  const rows = await askLevel(source.levels, tenantId ? { parentId, tenantId } : { parentId });
  const nodes = rows
    ? rows.map((row) => ({ value: String(row[source.value]), label: String(row[source.label] ?? row[source.value]), hasChildren: Boolean(row.hasChildren) }))
    // The whole tree is of BladeX TreeNodes (id, title, children).
    : levelIn(await wholeTree(source, tenantId), parentId).map((row) => ({ value: String(row.id), label: String(row.title ?? row.id), hasChildren: Boolean(row.hasChildren) }));
  keep(source.names, nodes);
  return nodes;
}

/** One page of the nodes whose name holds `text`, at any depth. */
export async function searchTree(source: TreeSource, text: string, tenantId?: string, signal?: AbortSignal): Promise<RecordOption[]> {
  const found = await searchRecords(source.search, text, tenantId, signal);
  keep(source.names, found);
  return found;
}

/** The name of the top of a tree that stores 0 for it, in the language shown. */
function topLevel(): string {
  return tIn(language.current, 'crud.field.topLevel');
}

const ids = (value: unknown) => (value === undefined || value === null ? [] : String(value).split(',').filter(Boolean));

/** The names of `values` in their order (the top of a rooted tree as 顶级), each looked up once. */
export async function treeLabels(source: TreeSource, values: readonly string[]): Promise<string[]> {
  const looked = await recordLabels(source.names, values.filter((value) => !(source.root && value === TREE_ROOT)));
  let next = 0;
  return values.map((value) => (source.root && value === TREE_ROOT ? topLevel() : looked[next++]!));
}

/** The name of a stored value (comma-joined ids one by one); empty while it is looked up. */
export function useTreeLabel(source: TreeSource, value: unknown): string {
  useSnapshot(language);
  const top = source.root && ids(value).includes(TREE_ROOT);
  const named = useRecordLabel(source.names, ids(value).filter((id) => !(source.root && id === TREE_ROOT)).join(','));
  return top ? [topLevel(), named].filter(Boolean).join(', ') : named;
}

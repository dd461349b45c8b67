/**
 * A post's reading list: its docrelation rows, read in `sort` order (1, 2, 3…). The list is the
 * one record of which documents a post reads; a document's postIds are read from it, and saving
 * a document with other postIds puts it at the end of the lists it joins and takes it off the
 * others (the lists left close their gaps).
 */
import { auditFieldsForNewRow } from '../audit';
import type { AuthContext } from '../auth/authenticate';
import { db, formatDateTime } from '../db';
import { BadRequest } from '../envelope';
import { cellText } from '../crud/columns';
import type { CrudRow } from '../crud/rows';
import { liveGroup, schoolRow } from './links';

const byPlace = (a: CrudRow, b: CrudRow) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The live rows of a post's list, in its order. */
export function listOf(postId: string): CrudRow[] {
  return liveGroup('docrelation', 'postId', postId).sort(byPlace);
}

/** The posts whose lists hold the document, comma-joined (a multiSelect value). */
export function postIdsOf(docId: string): string {
  return [...new Set(liveGroup('docrelation', 'docId', docId).map((row) => cellText(row.postId)))].join(',');
}

const nextPlace = (postId: string) => Math.max(0, ...listOf(postId).map((row) => Number(row.sort) || 0)) + 1;

/** BadRequest unless every id is a live post of the school (any school: undefined). */
export function assertPosts(postIds: readonly string[], tenantId: string | undefined): void {
  if (postIds.some((id) => !schoolRow('post', id, tenantId))) throw new BadRequest('所选阅读岗位不存在或已被删除');
}

/** A new entry without a place goes to the end of its list. */
export function beforeRelationSaved(record: Record<string, unknown>, merged: Record<string, unknown>): void {
  const postId = cellText(merged.postId);
  if (cellText(merged.sort) === '' && postId !== '') record.sort = nextPlace(postId);
}

/** Appends the document to a post's list; the new row. */
export function appendToList(postId: string, docId: string, tenantId: string, auth: AuthContext): CrudRow {
  return db.insert('docrelation', { id: db.nextId(), tenantId, postId, docId, sort: nextPlace(postId), ...auditFieldsForNewRow(auth.user.id, auth.user.deptId) } as CrudRow);
}

/** Puts the document on exactly these posts' lists (see the module comment). */
export function placeOnLists(doc: CrudRow, postIds: readonly string[], auth: AuthContext): void {
  const wanted = new Set(postIds);
  const current = liveGroup('docrelation', 'docId', doc.id);
  const updateTime = formatDateTime(db.now());
  for (const row of current) {
    if (wanted.has(cellText(row.postId))) continue;
    db.update('docrelation', row, { isDeleted: 1, updateUser: auth.user.id, updateTime });
    renumber(cellText(row.postId));
  }
  const held = new Set(current.map((row) => cellText(row.postId)));
  for (const postId of wanted) if (!held.has(postId)) appendToList(postId, doc.id, cellText(doc.tenantId), auth);
}

/** Gives a list the places 1…n in its present order. */
function renumber(postId: string): void {
  placeInOrder(listOf(postId));
}

/** Gives the rows the places 1…n in the order given. */
function placeInOrder(rows: readonly CrudRow[]): void {
  rows.forEach((row, index) => {
    if (row.sort !== index + 1) db.update('docrelation', row, { sort: index + 1 });
  });
}

/**
 * sortSaveList: the whole list of one post in its new order, saved at once or not at all.
 * Every entry must be a live row the caller may change, of one post, each once, and all of
 * that post's list; the rows then hold the places 1…n in the body's order.
 */
export function saveOrder(body: unknown, visible: (row: CrudRow) => boolean): number {
  if (!Array.isArray(body) || body.length === 0) throw new BadRequest('请提交要排序的阅读清单');
  const ids = body.map((entry) => cellText(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).id : entry));
  const rows = ids.map((id) => {
    const row = schoolRow('docrelation', id, undefined);
    return row && visible(row) ? row : undefined;
  });
  if (rows.some((row) => !row)) throw new BadRequest('数据不存在或已被删除');
  const live = rows as CrudRow[];
  const postId = cellText(live[0]!.postId);
  if (live.some((row) => row.postId !== postId)) throw new BadRequest('一次只能排序一个岗位的阅读清单');
  if (new Set(ids).size !== ids.length) throw new BadRequest('阅读清单中有重复的文档');
  if (listOf(postId).length !== live.length) throw new BadRequest('请提交这个岗位阅读清单的全部文档');
  placeInOrder(live);
  return live.length;
}

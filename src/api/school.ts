/**
 * The console's calls of the school operations beyond CRUD (mock-server/school/ answers them):
 * a post's reading list, its order, its sync by grade, and copying a stage's documents.
 */
import { requestData } from '../core/http';

/** One document on a post's reading list: the document with its list entry (relationId) and place. */
export interface ListedDoc extends Record<string, unknown> {
  id: string;
  docName: string;
  relationId: string;
  sort: number;
}

/** The post's reading list, in order. */
export async function readingList(postId: string): Promise<ListedDoc[]> {
  return (await requestData<ListedDoc[]>('/school/doc/getPostByDocList', { query: { postId } })) ?? [];
}

/** Saves the whole list in this order (list entries' ids): all or nothing. */
export function saveListOrder(relationIds: readonly string[]): Promise<unknown> {
  return requestData('/school/docrelation/sortSaveList', { method: 'POST', body: relationIds.map((id) => ({ id })) });
}

/** Puts a document at the end of a post's list. */
export function addToList(postId: string, docId: string): Promise<unknown> {
  return requestData('/school/docrelation/submit', { method: 'POST', body: { postId, docId } });
}

/** Adds the documents of the post's grades that its list lacks; how many. */
export async function syncList(postId: string): Promise<number> {
  return Number(await requestData<number>('/school/doc/synPostByRation', { query: { postId } }));
}

/** Copies a stage's documents into another stage; how many were copied. */
export async function copyStageDocs(sourceId: string, targetId: string): Promise<number> {
  return Number(await requestData<number>('/sch/stageDoc/copy', { query: { sourceId, targetId } }));
}

/** `ids` with the entry `id` moved to the 1-based `position` (clamped to the list). */
export function moved(ids: readonly string[], id: string, position: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const index = Math.min(Math.max(1, Math.round(position)), ids.length) - 1;
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

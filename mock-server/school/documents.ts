/**
 * /school/doc's reads beyond the generic page, detail and export. A document row carries
 * `postIds`, the posts whose reading lists hold it (reading-list.ts), wherever it is answered:
 * the generic reads add them through docReadHooks.
 *
 * | call                                   | answer                                                        |
 * |----------------------------------------|---------------------------------------------------------------|
 * | GET pageByName (?docName)              | R<Page<doc>>, as the generic page, searching by name only      |
 * | GET getList?docName                    | R<doc[]>: every document, or those whose name holds docName   |
 * | GET getPostByDoc?postId&current&size   | R<Page<doc>>: the post's reading list in order                |
 * | GET getPostByDocList?postId            | R<doc[]>: the whole list in order                             |
 * | GET getPostByDocNameList?postId&docName| R<doc[]>: the list's documents whose name holds docName       |
 *
 * A list entry adds `relationId` (its docrelation row) and `sort` (its place). Reads need the
 * 文档 menu; a post must be one of the caller's school (the platform administrator: any).
 */
import { http, type HttpHandler } from 'msw';
import { doc } from '../../src/schema/school/doc';
import { db } from '../db';
import { BadRequest, ok, requireParam } from '../envelope';
import { cellText } from '../crud/columns';
import { readPaging } from '../crud/paging';
import type { ReadHooks } from '../crud/hooks';
import { listPage, orderedRows, type Visibility } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, scopedRows, withScope } from '../crud/scope';
import { NOT_FOUND } from '../crud/write';
import { listOf, postIdsOf } from './reading-list';

const withPosts = (row: CrudRow): CrudRow => ({ ...row, postIds: postIdsOf(row.id) });
const base = '*/api/school/doc';

type Read = (params: URLSearchParams, visible: Visibility, rows: readonly CrudRow[]) => unknown;

const read = (path: string, answer: Read): HttpHandler =>
  http.get(`${base}/${path}`, withScope(doc, ({ request, auth, visible }) => {
    requireGrant(doc, auth, 'menu');
    const params = new URL(request.url).searchParams;
    return ok(answer(params, visible, scopedRows(doc, auth, params)));
  }));

const byName = (params: URLSearchParams) => {
  const name = new URLSearchParams();
  for (const key of ['docName', 'current', 'size']) {
    const value = params.get(key);
    if (value !== null) name.set(key, value);
  }
  return name;
};

/** The post's list as documents in order; the post must be visible. */
function postList(params: URLSearchParams, visible: Visibility): CrudRow[] {
  const postId = requireParam(params, 'postId');
  const post = db.rows('post').find((row) => row.id === postId && row.isDeleted === 0);
  if (!post || !visible(post as unknown as CrudRow)) throw new BadRequest(NOT_FOUND);
  const name = params.get('docName')?.trim().toLowerCase() ?? '';
  return listOf(postId).flatMap((relation) => {
    const row = db.find<CrudRow>('doc', cellText(relation.docId));
    if (!row || row.isDeleted !== 0 || !String(row.docName).toLowerCase().includes(name)) return [];
    return [{ ...withPosts(row), relationId: relation.id, sort: relation.sort }];
  });
}

const page = (params: URLSearchParams, visible: Visibility, rows: readonly CrudRow[]) => {
  const result = listPage(doc, rows, params, visible);
  return { ...result, records: result.records.map(withPosts) };
};

/** The generic reads of doc answer each document with its posts. */
export const docReadHooks: ReadHooks = { shown: withPosts };

export const documentHandlers: HttpHandler[] = [
  read('pageByName', (params, visible, rows) => page(byName(params), visible, rows)),
  read('getList', (params, visible, rows) => orderedRows(doc, rows, byName(params), visible).map(withPosts)),
  read('getPostByDocList', postList),
  read('getPostByDocNameList', postList),
  read('getPostByDoc', (params, visible) => {
    const { current, size } = readPaging(params);
    const all = postList(params, visible);
    return { records: all.slice((current - 1) * size, current * size), total: all.length, size, current, pages: Math.ceil(all.length / size) };
  }),
];

/**
 * The operations on reading lists and stage plans beyond CRUD:
 *
 * | call                                          | does                                                            | needs            |
 * |-----------------------------------------------|-----------------------------------------------------------------|------------------|
 * | POST /school/docrelation/sortSaveList (JSON)   | saves one post's whole list in the body's order (saveOrder)     | docrelation_edit |
 * | GET  /school/doc/synPostByRation?postId        | appends the documents of the post's grades (年级关系) its list lacks, by grade then age; R<number added> | docrelation_edit |
 * | GET  /sch/stageDoc/copy?sourceId&targetId      | copies the source stage's documents after the target's own, as new rows; those already there are left; R<number copied> | stagedoc_copy |
 */
import { http, type HttpHandler } from 'msw';
import { docrelation } from '../../src/schema/school/docrelation';
import { stageDoc } from '../../src/schema/school/stage-doc';
import { auditFieldsForNewRow } from '../audit';
import { db } from '../db';
import { BadRequest, Forbidden, ok, readJson, requireParam } from '../envelope';
import { cellText } from '../crud/columns';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible, NOT_FOUND } from '../crud/write';
import { holdsMenu } from '../menus/access';
import { liveGroup, schoolRow } from './links';
import { appendToList, listOf, saveOrder } from './reading-list';

const placeOf = (row: CrudRow) => Number(row.sort) || 0;

const sortSaveList = http.post('*/api/school/docrelation/sortSaveList', withScope(docrelation, async ({ request, auth, visible }) => {
  requireGrant(docrelation, auth, 'edit');
  saveOrder(await readJson(request), visible);
  return ok(true);
}));

const syncPost = http.get('*/api/school/doc/synPostByRation', withScope(docrelation, ({ request, auth, visible }) => {
  requireGrant(docrelation, auth, 'edit');
  const postId = requireParam(new URL(request.url), 'postId');
  findVisible('post', postId, visible);
  // Ids are unique across schools, and a school's relations name only its own rows.
  const grades = new Set(liveGroup('graderelation', 'postId', postId).map((row) => cellText(row.gradeId)));
  const gradePlace = new Map([...grades].map((id) => [id, Number(schoolRow('grade', id, undefined)?.sort) || 0]));
  const listed = new Set(listOf(postId).map((row) => cellText(row.docId)));
  const missing = [...grades]
    .flatMap((gradeId) => liveGroup('doc', 'gradeId', gradeId))
    .filter((row) => !listed.has(row.id))
    .sort((a, b) => (gradePlace.get(cellText(a.gradeId)) ?? 0) - (gradePlace.get(cellText(b.gradeId)) ?? 0) || cellText(a.createTime).localeCompare(cellText(b.createTime)) || (a.id < b.id ? -1 : 1));
  for (const row of missing) appendToList(postId, row.id, cellText(row.tenantId), auth);
  return ok(missing.length);
}));

const copyStage = http.get('*/api/sch/stageDoc/copy', withScope(stageDoc, ({ request, auth, visible }) => {
  if (!holdsMenu(auth, 'stagedoc_copy')) throw new Forbidden();
  const url = new URL(request.url);
  const stage = (param: string) => findVisible('stagedetail', requireParam(url, param), visible);
  const source = stage('sourceId');
  const target = stage('targetId');
  if (source.id === target.id) throw new BadRequest('请选择另一个阶段作为复制目标');
  if (source.tenantId !== target.tenantId) throw new BadRequest(NOT_FOUND);
  const docsOf = (stageId: string) => liveGroup('stagedoc', 'stageDetailId', stageId).sort((a, b) => placeOf(a) - placeOf(b));
  const present = docsOf(target.id);
  const held = new Set(present.map((row) => cellText(row.docId)));
  let place = Math.max(0, ...present.map(placeOf));
  const copies = docsOf(source.id).filter((row) => !held.has(cellText(row.docId))).map((row): CrudRow => ({
    ...row,
    ...auditFieldsForNewRow(auth.user.id, auth.user.deptId),
    id: db.nextId(),
    stageDetailId: target.id,
    sort: ++place,
  }));
  for (const copy of copies) db.insert('stagedoc', copy);
  return ok(copies.length);
}));

export const listOperationHandlers: HttpHandler[] = [sortSaveList, syncPost, copyStage];

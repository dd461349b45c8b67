/**
 * The home page's counts (src/schema/wire/statistics.ts), a mock addition: BladeX has no such
 * call. Counted over the caller's rows (the platform administrator's: every school's, one count
 * per name, as the home page charts them), each call needing the menus of the screens it counts,
 * as their lists do.
 *
 * | call                          | answer                                                    |
 * |-------------------------------|-----------------------------------------------------------|
 * | GET school/statistics/grades  | R<{ gradeName, docs, questions }[]>: by grade name, in sort order |
 * | GET school/statistics/stages  | R<{ statusName, stages }[]>: stage plans by status name, in sort order |
 */
import { http, type HttpHandler } from 'msw';
import { doc } from '../../src/schema/school/doc';
import { grade } from '../../src/schema/school/grade';
import { qns } from '../../src/schema/school/qns';
import { stageDetail } from '../../src/schema/school/stage-detail';
import { stageListStatus } from '../../src/schema/school/stage-list-status';
import type { ResourceSchema } from '../../src/schema/types';
import { statisticsPaths, type GradeCounts, type StatusCounts } from '../../src/schema/wire/statistics';
import type { AuthContext } from '../auth/authenticate';
import { cellText } from '../crud/columns';
import type { CrudRow } from '../crud/rows';
import { requireGrant, scopedRows, withScope } from '../crud/scope';
import { db } from '../db';
import { ok } from '../envelope';

/** The caller's live rows of a schema, once the caller holds its menu. */
function liveRows(schema: ResourceSchema, auth: AuthContext): CrudRow[] {
  requireGrant(schema, auth, 'menu');
  return scopedRows(schema, auth).filter((row) => row.isDeleted === 0);
}

const bySort = (a: CrudRow, b: CrudRow) => Number(a.sort ?? 0) - Number(b.sort ?? 0);

/** Names in the order of their rows' sort, and each row id's name. */
function names(rows: CrudRow[], column: string): { order: string[]; nameOf: Map<string, string> } {
  rows.sort(bySort);
  const nameOf = new Map(rows.map((row) => [row.id, cellText(row[column])]));
  return { order: [...new Set(nameOf.values())], nameOf };
}

/** How many of `keys` each name counts. */
function countBy(order: readonly string[], keys: Iterable<string | undefined>): Map<string, number> {
  const counts = new Map(order.map((name) => [name, 0]));
  for (const key of keys) if (key !== undefined && counts.has(key)) counts.set(key, counts.get(key)! + 1);
  return counts;
}

/**
 * Documents and questions by grade name: each live grade's documents (the doc table's gradeId
 * group), and each of the caller's questions whose document (found by key) is one of those, those
 * live and the caller's. Neither table is copied or mapped: a pass over the grades' documents and
 * one over the questions, each row a test or a look-up.
 */
function gradeCounts(auth: AuthContext): GradeCounts[] {
  const grades = liveRows(grade, auth).sort(bySort);
  requireGrant(doc, auth, 'menu');
  requireGrant(qns, auth, 'menu');
  const own = (row: Readonly<CrudRow>) => row.isDeleted === 0 && (auth.isAdministrator || row.tenantId === auth.tenantId);
  const byName = new Map<string, GradeCounts>();
  /** Each live grade's id, and the counts of its name. */
  const byGrade = new Map<string, GradeCounts>();
  for (const row of grades) {
    const gradeName = cellText(row.gradeName);
    let count = byName.get(gradeName);
    if (!count) byName.set(gradeName, (count = { gradeName, docs: 0, questions: 0 }));
    byGrade.set(row.id, count);
  }
  for (const [id, count] of byGrade) for (const document of db.group<CrudRow>('doc', 'gradeId', id)) if (own(document)) count.docs++;
  for (const question of scopedRows(qns, auth)) {
    if (!own(question)) continue;
    const document = db.find<CrudRow>('doc', cellText(question.docId));
    const count = document && own(document) ? byGrade.get(cellText(document.gradeId)) : undefined;
    if (count) count.questions++;
  }
  return [...byName.values()];
}

export const statisticsHandlers: HttpHandler[] = [
  http.get(`*/api${statisticsPaths.grades}`, withScope(grade, ({ auth }) => ok(gradeCounts(auth)))),
  http.get(`*/api${statisticsPaths.stages}`, withScope(stageDetail, ({ auth }) => {
    const { order, nameOf } = names(liveRows(stageListStatus, auth), 'statusName');
    const counts = countBy(order, liveRows(stageDetail, auth).map((row) => nameOf.get(cellText(row.statusId))));
    return ok(order.map((statusName): StatusCounts => ({ statusName, stages: counts.get(statusName)! })));
  })),
];

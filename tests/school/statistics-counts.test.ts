/**
 * school/statistics/grades counts each grade's documents and their questions through the tables'
 * groups (doc by gradeId, qns by docId): its answer is the one a scan of the three tables gives
 * (the oracle below), for the platform and for a school, on the demo and on a district, through
 * writes that change the counts.
 */
import { describe, expect, it } from 'vitest';
import type { CrudRow } from '../../mock-server/crud/rows';
import { db } from '../../mock-server/db';
import { get, tokenOf } from '../mock-server/crud/helpers';
import { onADistrict } from '../helpers/on-a-district';

interface GradeCounts {
  gradeName: string;
  docs: number;
  questions: number;
}

/** The counts by a scan: every live row of the caller's, grade names in the grades' sort order. */
function scanned(tenantId: string): GradeCounts[] {
  const mine = (table: string) => db.rows<CrudRow>(table).filter((row) => row.isDeleted === 0 && (tenantId === '000000' || row.tenantId === tenantId));
  const grades = mine('grade').sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  const nameOf = new Map(grades.map((row) => [row.id, String(row.gradeName)]));
  const counts = new Map([...new Set(nameOf.values())].map((gradeName) => [gradeName, { gradeName, docs: 0, questions: 0 }]));
  const gradeOfDoc = new Map(mine('doc').map((row) => [row.id, nameOf.get(String(row.gradeId))]));
  for (const name of gradeOfDoc.values()) if (name !== undefined) counts.get(name)!.docs++;
  for (const row of mine('qns')) {
    const name = gradeOfDoc.get(String(row.docId));
    if (name !== undefined) counts.get(name)!.questions++;
  }
  return [...counts.values()];
}

async function expectScanned(): Promise<void> {
  for (const tenantId of ['000000', '100001']) {
    const answer = await get<GradeCounts[]>(await tokenOf(tenantId), '/school/statistics/grades');
    expect(answer.status).toBe(200);
    expect(answer.body.data, tenantId).toEqual(scanned(tenantId));
  }
}

const live = (table: string, tenantId = '100001') => db.group<CrudRow>(table, 'tenantId', tenantId).filter((row) => row.isDeleted === 0);

/** Documents deleted, moved to another grade and to another school; questions deleted and moved; a grade deleted, renamed as another, added; a reset. */
async function throughEveryChange(): Promise<void> {
  await expectScanned();
  const grades = live('grade');
  const docs = live('doc').filter((row) => db.group('qns', 'docId', row.id).length > 0);
  expect(docs.length).toBeGreaterThan(2);
  db.update('doc', docs[0]!, { isDeleted: 1 });
  db.update('doc', docs[1]!, { gradeId: grades.at(-1)!.id });
  db.update('doc', docs[2]!, { tenantId: '100002' });
  await expectScanned();
  const questions = live('qns');
  db.update('qns', questions[0]!, { isDeleted: 1 });
  db.update('qns', questions[1]!, { docId: docs[1]!.id });
  db.update('qns', questions[2]!, { docId: '404' });
  await expectScanned();
  db.update('grade', grades[0]!, { isDeleted: 1 });
  db.update('grade', grades[1]!, { gradeName: String(grades[2]!.gradeName) });
  db.update('grade', grades[2]!, { sort: -1 });
  const added = db.insert('grade', { ...grades[3]!, id: db.nextId(), gradeName: '新年级', sort: 0 });
  db.insert('doc', { ...docs[3] ?? docs[1]!, id: db.nextId(), gradeId: added.id });
  await expectScanned();
  db.reset();
  await expectScanned();
}

describe('the home page counts by grade', () => {
  it('answer as a scan of the tables on the demo, through every change', throughEveryChange);

  onADistrict('answer as a scan of the tables, made ahead, through every change', throughEveryChange);
});

/**
 * A list call searching a grouped field exactly (`qns/list?docId=a,b`: a document's questions)
 * reads the field's groups (db.group) when they hold few of the table's rows: its answer is the
 * one a scan of the whole table gives (listPage over a copy of the rows, which reads no index),
 * through writes that change it, and then it looks at no row but the groups'.
 */
import { describe, expect, it } from 'vitest';
import { everyRow, listPage, type Visibility } from '../../../mock-server/crud/query';
import type { CrudRow } from '../../../mock-server/crud/rows';
import { db } from '../../../mock-server/db';
import { qns } from '../../../src/schema/school/qns';
import { page, tokenOf } from './helpers';

const school: Visibility = (row) => row.tenantId === '100001';
const DOCS = 24;

/** 240 questions of the school over DOCS documents of its own, ten a document, one in seven deleted. */
function addQuestions(): string[] {
  const template = db.group<CrudRow>('qns', 'tenantId', '100001')[0]!;
  const docs = Array.from({ length: DOCS }, (_, d) => `77${String(d).padStart(17, '0')}`);
  for (let i = 0; i < 240; i++) {
    db.insert('qns', { ...template, id: db.nextId(), docId: docs[i % DOCS]!, title: `题${i % 5}`, sort: i % 3, tenantId: i % 2 ? '100001' : '100002', isDeleted: i % 7 === 0 ? 1 : 0 } as never);
  }
  return docs;
}

function expectScanned(docs: string[]): void {
  const calls: [Record<string, string>, Visibility][] = [
    [{ docId: docs[0]! }, everyRow],
    [{ docId: docs[1]! }, school],
    [{ docId: `${docs[2]}, ${docs[3]},${docs[2]}`, current: '2', size: '4' }, everyRow],
    [{ docId: docs[4]!, title: '题1' }, everyRow],
    [{ docId: docs[5]!, ascs: 'title' }, school],
    [{ docId: docs[6]!, docId_notequal: docs[6]! }, everyRow],
    // Most of the table: read through the table's order instead; the same answer.
    [{ docId: docs.join(','), size: '20', current: '3' }, everyRow],
    [{ docId: '404' }, everyRow],
  ];
  for (const [query, visible] of calls) {
    const params = new URLSearchParams(query);
    const whole = db.rows<CrudRow>('qns');
    expect(listPage(qns, whole, params, visible), JSON.stringify(query)).toEqual(listPage(qns, [...whole], params, visible));
  }
}

describe('a list searching a grouped field exactly', () => {
  it('answers as a scan of the table, through writes that change the answer', () => {
    const docs = addQuestions();
    expectScanned(docs);
    const [first, second, third] = db.group<CrudRow>('qns', 'docId', docs[0]!);
    db.update('qns', first!, { isDeleted: 1 });
    db.update('qns', second!, { docId: docs[1]! });
    db.update('qns', third!, { sort: -1 });
    db.remove('qns', db.group<CrudRow>('qns', 'docId', docs[2]!)[0]!);
    db.insert('qns', { ...db.group<CrudRow>('qns', 'docId', docs[3]!)[0]!, id: db.nextId(), docId: docs[4]!, isDeleted: 0 } as never);
    expectScanned(docs);
    db.reset();
    expectScanned(docs);
  });

  it('looks at the rows of the group alone when it is few of the table', () => {
    const docs = addQuestions();
    const seen: string[] = [];
    const visible: Visibility = (row) => {
      seen.push(row.id);
      return true;
    };
    listPage(qns, db.rows<CrudRow>('qns'), new URLSearchParams({ docId: docs[0]! }), visible);
    expect(seen.sort()).toEqual(db.group<CrudRow>('qns', 'docId', docs[0]!).filter((row) => row.isDeleted === 0).map((row) => row.id).sort());
  });

  it('answers 题目 searched by document as the scan, for the platform and for a school', async () => {
    const docs = addQuestions();
    for (const tenantId of ['000000', '100001']) {
      const answer = await page(await tokenOf(tenantId), `/school/qns/list?current=1&size=3&docId=${docs[7]}`);
      const visible = tenantId === '000000' ? everyRow : school;
      const scanned = listPage(qns, [...db.rows<CrudRow>('qns')], new URLSearchParams({ current: '1', size: '3', docId: docs[7]! }), visible);
      expect(answer.records.map((row) => row.id), tenantId).toEqual(scanned.records.map((row) => row.id));
      expect(answer.total).toBe(scanned.total);
      expect(answer.total).toBeGreaterThan(0);
    }
  });
});

/**
 * A list call naming ids (`id=a,b`, how the console names the records chosen on a page of rows:
 * 选项's documents, 阶段清单's groups and grades) reads those rows by key: its answer is the one a
 * scan of the whole table gives (listPage over a copy of the rows, which reads no index), through
 * writes that change it, and it looks at no row but those named.
 */
import { describe, expect, it } from 'vitest';
import { everyRow, listPage, type Visibility } from '../../../mock-server/crud/query';
import type { CrudRow } from '../../../mock-server/crud/rows';
import { db } from '../../../mock-server/db';
import { doc } from '../../../src/schema/school/doc';
import { post } from '../../../src/schema/system/post';
import { region } from '../../../src/schema/tenancy/region';
import type { ResourceSchema } from '../../../src/schema/types';
import { page, tokenOf } from './helpers';

const school: Visibility = (row) => row.tenantId === '100001';

/** The answer of listPage over the whole table, and of a scan of a copy of it, for the same call. */
function bothWays(schema: ResourceSchema, query: Record<string, string>, visible: Visibility) {
  const table = schema.table ?? schema.name;
  const params = new URLSearchParams(query);
  return { read: listPage(schema, db.rows<CrudRow>(table), params, visible), scanned: listPage(schema, [...db.rows<CrudRow>(table)], params, visible) };
}

/** Every call below answers as the scan does. */
function expectScanned(ids: string[]): void {
  const named = ids.join(',');
  const calls: [Record<string, string>, Visibility][] = [
    [{ id: named }, everyRow],
    [{ id: named }, school],
    [{ id: ` ${named}, ${ids[0]} ,,` }, everyRow],
    [{ id: named, current: '2', size: '3' }, everyRow],
    [{ id: named, current: '9', size: '10' }, everyRow],
    [{ id: named, postName: '岗位1' }, everyRow],
    [{ id: named, ascs: 'post_name' }, school],
    [{ id: named, descs: 'create_time', size: '4' }, everyRow],
    [{ id: `${ids[0]},404`, tenantId: '100001' }, everyRow],
  ];
  for (const [query, visible] of calls) {
    const { read, scanned } = bothWays(post, query, visible);
    expect(read, JSON.stringify(query)).toEqual(scanned);
  }
}

describe('a list naming ids', () => {
  it('answers as a scan of the table, through writes that change the answer', () => {
    for (let i = 0; i < 40; i++) {
      db.insert('post', {
        id: db.nextId(), tenantId: i % 2 ? '000000' : '100001', category: 1, postCode: `p${i}`, postName: `岗位${i % 3}`,
        sort: i % 4, remark: '', createUser: '', createDept: '', createTime: `2024-09-0${1 + (i % 3)} 08:00:00`,
        updateUser: '', updateTime: '', status: 1, isDeleted: i % 7 === 0 ? 1 : 0,
      } as never);
    }
    const rows = db.rows<CrudRow>('post').slice(-40);
    const ids = rows.filter((_, i) => i % 3 !== 1).map((row) => row.id);
    expectScanned([...ids, '404']);
    // A named row deleted, one un-deleted, one moved to the front, one removed for good, one of another school's.
    db.update('post', db.find('post', ids[1]!)!, { isDeleted: 1 });
    db.update('post', db.find('post', ids[0]!)!, { isDeleted: 0 });
    db.update('post', db.find('post', ids[2]!)!, { sort: -1, tenantId: '100002' });
    db.remove('post', db.find('post', ids[3]!)!);
    expectScanned(ids);
    // A row added under an id the call already named.
    db.insert('post', { ...rows[4]!, id: '404', isDeleted: 0 } as never);
    expectScanned([...ids, '404']);
    db.reset();
    expectScanned(ids);
  });

  it('looks at the rows named alone', () => {
    const ids = db.rows<CrudRow>('post').slice(0, 3).map((row) => row.id);
    const seen: string[] = [];
    const visible: Visibility = (row) => {
      seen.push(row.id);
      return true;
    };
    const answer = listPage(post, db.rows<CrudRow>('post'), new URLSearchParams({ id: [...ids, '404'].join(',') }), visible);
    expect(answer.total).toBe(3);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('answers a table keyed by another column (regions, by code) as a scan does', () => {
    const codes = db.rows<CrudRow>('region').slice(0, 3).map((row) => String(row.code));
    const { read, scanned } = bothWays(region, { id: codes.join(',') }, everyRow);
    expect(read).toEqual(scanned);
  });

  it('answers 文档 naming its chosen documents as the scan, for the platform and for a school', async () => {
    const docs = db.rows<CrudRow>('doc');
    const ids = [docs[0]!.id, docs[3]!.id, docs.at(-1)!.id, '404'];
    for (const tenantId of ['000000', '100001']) {
      const answer = await page(await tokenOf(tenantId), `/school/doc/page?current=1&size=10&id=${ids.join(',')}`);
      const visible = tenantId === '000000' ? everyRow : school;
      const scanned = listPage(doc, [...docs], new URLSearchParams({ current: '1', size: '10', id: ids.join(',') }), visible);
      expect(answer.records.map((row) => row.id), tenantId).toEqual(scanned.records.map((row) => row.id));
      expect(answer.total).toBe(scanned.total);
      expect(answer.total).toBeGreaterThan(0);
    }
  });
});

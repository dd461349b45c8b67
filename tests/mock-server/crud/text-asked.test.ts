/**
 * A list call searching part of a text (`notice/list?title=家长`) on a big table reads the rows its
 * field's text index finds (db.textIndex): the rows of the matching values when the field holds
 * few distinct values, else the rows holding the searched text's rarest character. Either way its
 * answer is the one a scan of the whole table gives (listPage over a copy of the rows, which reads
 * no index), through writes that change it, and it looks at few of the table's rows.
 */
import { describe, expect, it } from 'vitest';
import { everyRow, listPage, type Visibility } from '../../../mock-server/crud/query';
import type { CrudRow } from '../../../mock-server/crud/rows';
import { db } from '../../../mock-server/db';
import { notice } from '../../../src/schema/desk/notice';
import { page, tokenOf } from './helpers';

const school: Visibility = (row) => row.tenantId === '100001';
const TITLES = ['期中考试安排', '家长会通知', '春季运动会', '图书馆开放时间', '寒假作业布置', 'Reading Week 读书周', '校园开放日', '防溺水安全教育'];
/** More than the table size below which a search scans the rows. */
const ADDED = 12_000;

/** The notices' titles: few (TITLES, each value indexed), or each its own (indexed by character). */
const titlings = {
  'few titles': (i: number) => TITLES[i % TITLES.length]!,
  'a title each': (i: number) => `${TITLES[i % TITLES.length]} 第${i}期`,
};

/** ADDED notices of two schools, titled by `title`, one in seven deleted. */
function addNotices(title: (i: number) => string): void {
  const template = db.group<CrudRow>('notice', 'tenantId', '100001')[0]!;
  for (let i = 0; i < ADDED; i++) {
    db.insert('notice', { ...template, id: db.nextId(), title: title(i), category: (i % 3) + 1, tenantId: i % 2 ? '100001' : '100002', isDeleted: i % 7 === 0 ? 1 : 0 } as never);
  }
}

function expectScanned(): void {
  const calls: [Record<string, string>, Visibility][] = [
    [{ title: '家长' }, everyRow],
    [{ title: '家长' }, school],
    [{ title: 'reading', current: '3', size: '7' }, everyRow],
    [{ title_like: '开放' }, school],
    [{ title: '开放', category: '2', descs: 'title' }, everyRow],
    [{ title: '运动会', ascs: 'create_time', current: '2', size: '20' }, everyRow],
    // Most of the table: read through the table's order instead; the same answer.
    [{ title: '开', size: '20' }, everyRow],
  ];
  for (const [query, visible] of calls) {
    const params = new URLSearchParams(query);
    const whole = db.rows<CrudRow>('notice');
    const answer = listPage(notice, whole, params, visible);
    expect(answer, JSON.stringify(query)).toEqual(listPage(notice, [...whole], params, visible));
    expect(answer.records.length, JSON.stringify(query)).toBeGreaterThan(0);
  }
  expect(listPage(notice, db.rows<CrudRow>('notice'), new URLSearchParams({ title: '张' }), everyRow).total).toBe(0);
}

describe.each(Object.entries(titlings))('a list searching part of a text, %s', (_, title) => {
  it('answers as a scan of the table, through writes that change the answer', () => {
    addNotices(title);
    expectScanned();
    const [first, second, third] = db.rows<CrudRow>('notice').filter((row) => String(row.title).startsWith('家长会通知') && row.isDeleted === 0);
    db.update('notice', first!, { isDeleted: 1 });
    db.update('notice', second!, { title: '新学期家长学校' });
    db.update('notice', third!, { category: 3 });
    db.remove('notice', db.rows<CrudRow>('notice').find((row) => String(row.title).startsWith('春季运动会'))!);
    db.insert('notice', { ...third!, id: db.nextId(), title: '家长开放日' } as never);
    expectScanned();
    db.reset();
    addNotices(title);
    expectScanned();
  });

  it('looks at few of the table’s rows, every one that matches among them', () => {
    addNotices(title);
    const seen: CrudRow[] = [];
    const visible: Visibility = (row) => {
      seen.push(row);
      return true;
    };
    const { total } = listPage(notice, db.rows<CrudRow>('notice'), new URLSearchParams({ title: '家长' }), visible);
    expect(total).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(db.rows<CrudRow>('notice').length / 8);
  });

  it('answers 通知公告 searched by title as the scan, for the platform and for a school', async () => {
    addNotices(title);
    for (const tenantId of ['000000', '100001']) {
      const answer = await page(await tokenOf(tenantId), '/blade-desk/notice/list?current=1&size=5&title=开放');
      const visible = tenantId === '000000' ? everyRow : school;
      const scanned = listPage(notice, [...db.rows<CrudRow>('notice')], new URLSearchParams({ current: '1', size: '5', title: '开放' }), visible);
      expect(answer.records.map((row) => row.id), tenantId).toEqual(scanned.records.map((row) => row.id));
      expect(answer.total).toBe(scanned.total);
      expect(answer.total).toBeGreaterThan(0);
    }
  });
});

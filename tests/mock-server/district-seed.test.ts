/** The district seed (MOCK_SEED=district), made here with a few schools: the generator is the same at any count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../fixtures';
import { db, demoSeed } from '../../mock-server/db';
import { districtSeedOf, seedNamed, districtSeed } from '../../mock-server/seed/district';
import { makeAhead } from '../../mock-server/seed/make-ahead';
import { page, tokenOf } from './crud/helpers';
import { login, passwordRequest } from './helpers';

const SCHOOLS = 3;

const iterable = <T,>(iterator: Iterator<T, void>): Iterable<T> => ({ [Symbol.iterator]: () => iterator });
const schoolCodes = Array.from({ length: SCHOOLS }, (_, n) => String(200001 + n));

describe('the district seed', () => {
  beforeAll(() => db.useSeed(districtSeedOf(SCHOOLS)));
  afterAll(() => db.useSeed(demoSeed));

  it('is named by MOCK_SEED, the demo staying the default', () => {
    expect(seedNamed(undefined)).toBe(demoSeed);
    expect(seedNamed('district')).toBe(districtSeed);
    expect(() => seedNamed('distrct')).toThrow(/MOCK_SEED=distrct/);
  });

  it('signs in every account of the demo with its password', async () => {
    const accounts = fixtures.user.filter((user) => user.isDeleted === 0 && user.roleId !== '-1');
    expect(accounts.length).toBeGreaterThan(10);
    for (const user of accounts) await login(user.tenantId, user.account);
  });

  it('gives each school its own staff, names and rows, seen only by that school', async () => {
    const names = new Set<string>();
    for (const tenantId of schoolCodes) {
      const school = db.group('tenant', 'tenantId', tenantId)[0]!;
      names.add(school.tenantName);
      const admin = await tokenOf(tenantId);
      await login(tenantId, 'teacher001', 'teacher');
      for (const path of ['/blade-system/user/page?size=1000', '/blade-desk/notice/list?size=1000', '/school/doc/page?size=1000']) {
        const data = await page(admin, path);
        expect(data.total, path).toBeGreaterThan(0);
        expect(new Set(data.records.map((row) => row.tenantId)), path).toEqual(new Set([tenantId]));
      }
      const users = db.group('user', 'tenantId', tenantId);
      expect(users.length).toBe(204);
      // Every reference of the school's rows stays in the school.
      const own = (table: string) => new Set(db.group<{ id: string }>(table, 'tenantId', tenantId).map((row) => row.id));
      const [roles, depts, docs] = [own('role'), own('dept'), own('doc')];
      for (const user of users.filter((candidate) => candidate.roleId !== '-1')) {
        expect(roles.has(user.roleId)).toBe(true);
        expect(depts.has(user.deptId)).toBe(true);
      }
      for (const relation of db.group<{ docId: string }>('docrelation', 'tenantId', tenantId)) expect(docs.has(relation.docId)).toBe(true);
    }
    expect(names.size).toBe(SCHOOLS);
    const staffOf = (tenantId: string) => db.group('user', 'tenantId', tenantId).map((user) => user.realName).join();
    expect(staffOf('200001')).not.toBe(staffOf('200002'));
  });

  it('ends some schools\' licences within 30 days and some already, and keeps an ended school\'s users out', async () => {
    const tenants = (districtSeedOf(100).tables().tenant as () => Iterator<Record<string, string>[], void>)();
    const ends = [...iterable(tenants)].flat().filter((row) => Number(row.tenantId) >= 200001).map((row) => ({ tenantId: row.tenantId, end: row.expireTime }));
    const now = Date.now();
    const days = (end: string) => (Date.parse(`${end.replace(' ', 'T')}Z`) - now) / 86_400_000;
    expect(ends.filter(({ end }) => end && days(end) < 0).length).toBe(2);
    expect(ends.filter(({ end }) => end && days(end) >= 0 && days(end) <= 30).length).toBe(4);
    expect(ends.filter(({ end }) => end === '').length).toBeGreaterThan(10);
    const ended = ends.find(({ end }) => end && days(end) < 0)!;
    db.useSeed(districtSeedOf(100));
    const refused = (await (await passwordRequest(ended.tenantId, 'admin', 'admin')).json()) as { error_description?: string };
    expect(refused.error_description).toBe('租户授权已过期,请联系管理员');
    db.useSeed(districtSeedOf(SCHOOLS));
  });

  it('is the same rows at every start', () => {
    // A generated table is a function making its rows a part at a time: the rows are compared, not the functions.
    const made = () => JSON.stringify(Object.entries(districtSeedOf(2).tables()).map(([name, rows]) => [name, typeof rows === 'function' ? [...iterable(rows())].flat() : rows]));
    const once = made();
    expect(once).toContain('200002');
    expect(made()).toBe(once);
  });

  it('makes its tables ahead of their first read, between calls, and a read meanwhile finds every row', async () => {
    db.useSeed(districtSeedOf(SCHOOLS));
    const list = '/blade-desk/notice/list?size=1000';
    let steps = 0;
    const making = makeAhead(() => steps++);
    const admin = await tokenOf('200002');
    const duringMaking = await page(admin, list);
    const made = await making;
    expect(made.tables).toBeGreaterThan(10);
    expect(made.rows).toBeGreaterThan(SCHOOLS * 2000);
    expect(db.unmadeTables()).toEqual([]);
    // Each step between calls is told (the standalone host's idle collection waits for the last).
    expect(steps).toBeGreaterThan(made.tables);
    expect(duringMaking.total).toBeGreaterThan(0);
    expect(duringMaking.total).toBe(db.group('notice', 'tenantId', '200002').filter((row) => row.isDeleted === 0).length);
    expect(await page(admin, list)).toEqual(duringMaking);
  });

  it('answers a sign-in to a demo school, and its account by id, while the staff table is still being made', async () => {
    db.useSeed(districtSeedOf(SCHOOLS));
    // The first part of each table, as a host making them ahead begins: the demo's rows.
    for (const table of db.unmadeTables()) db.makeStep(table, ['tenantId']);
    const answer = await login('100001', 'admin');
    expect(db.find('user', answer.user_id)?.account).toBe('admin');
    expect(db.unmadeTables()).toContain('user');
    // A generated school's staff can be anywhere in the rest: that look-up makes it.
    await login('200002', 'teacher001', 'teacher');
    expect(db.unmadeTables()).not.toContain('user');
  });

  it('says truly which values the rows after the demo\'s cannot hold, for every generated row', () => {
    const untrue: string[] = [];
    let generated = 0;
    for (const [table, rows] of Object.entries(districtSeedOf(SCHOOLS).tables())) {
      if (Array.isArray(rows)) continue;
      const [, ...later] = [...iterable(rows())];
      for (const row of later.flat() as readonly { id: string; tenantId?: string }[]) {
        generated++;
        if (!rows.laterMayHold!('id', row.id)) untrue.push(`${table} id ${row.id}`);
        if (row.tenantId !== undefined && !rows.laterMayHold!('tenantId', row.tenantId)) untrue.push(`${table} tenantId ${row.tenantId}`);
      }
    }
    expect(generated).toBeGreaterThan(SCHOOLS * 2000);
    expect(untrue).toEqual([]);
  });

  it('makes each table oldest first, as rows come to a table, so a whole list is ordered in one pass', () => {
    const newestFirst = (a: { createTime: string; id: string }, b: { createTime: string; id: string }) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id);
    for (const table of ['user', 'notice', 'doc', 'log_api'] as const) {
      const generated = (db.rows(table) as readonly { tenantId: string; createTime: string; id: string }[]).filter((row) => schoolCodes.includes(row.tenantId));
      expect(generated.length, table).toBeGreaterThan(SCHOOLS);
      expect(generated, table).toEqual([...generated].sort(newestFirst).reverse());
    }
  });
});

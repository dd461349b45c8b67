import { describe, expect, it } from 'vitest';
import { fixtures } from '../../fixtures';
import { db, formatDateTime, parseDateTime, setClock } from '../../mock-server/db';

describe('db', () => {
  it('resets to the fixtures', () => {
    db.update('user', db.rows('user')[0]!, { realName: 'changed' });
    db.insert('scratch', { id: '1' });
    db.reset();
    expect(db.rows('user')[0]!.realName).toBe(fixtures.user[0]!.realName);
    expect(db.rows('scratch')).toEqual([]);
  });

  it('hands out frozen rows: an update puts a new row in place, and a row cannot change in place', () => {
    const before = db.rows('user')[0]!;
    const after = db.update('user', before, { realName: 'changed' });
    expect(before.realName).toBe(fixtures.user[0]!.realName);
    expect(db.rows('user')[0]).toBe(after);
    expect(db.find('user', before.id)).toBe(after);
    expect(() => {
      (after as { realName: string }).realName = 'in place';
    }).toThrow(TypeError);
    expect(() => db.update('user', before, { realName: 'stale' })).toThrow(/not a current row/);
  });

  it('finds rows by key and by an indexed field, kept current by every write', () => {
    const teacher = db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'teacher')!;
    const schoolUsers = () => db.group('user', 'tenantId', '100001').map((u) => u.account);
    expect(schoolUsers()).toContain('teacher');
    db.update('user', teacher, { tenantId: '100002' });
    expect(schoolUsers()).not.toContain('teacher');
    expect(db.group('user', 'tenantId', '100002').map((u) => u.id)).toContain(teacher.id);
    db.remove('user', db.find('user', teacher.id)!);
    expect(db.find('user', teacher.id)).toBeUndefined();
    expect(db.group('user', 'tenantId', '100002').map((u) => u.id)).not.toContain(teacher.id);
    db.insert('user', { ...teacher, id: 'new' });
    expect(db.group('user', 'tenantId', '100001').at(-1)!.id).toBe('new');
  });

  it('keeps an order index of the live rows sorted through inserts, updates, soft and hard deletes', () => {
    const byTitle = (a: { title: string; id: string }, b: { title: string; id: string }) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
    const sorted = () => db.rows('notice').filter((n) => n.isDeleted === 0).sort(byTitle).map((n) => n.id);
    const index = () => db.ordered('notice', 'test:title', byTitle).map((n) => n.id);
    expect(index()).toEqual(sorted());
    const [first, second, third] = db.rows('notice');
    db.insert('notice', { ...first!, id: 'n-new', title: 'M 中间' });
    db.update('notice', second!, { title: 'A 最前' });
    db.update('notice', third!, { isDeleted: 1 });
    db.remove('notice', db.find('notice', first!.id)!);
    expect(index()).toEqual(sorted());
    expect(index()).not.toContain(third!.id);
  });

  it('undoes every change of work that throws (atomically)', () => {
    const count = db.rows('param').length;
    const first = db.rows('param')[0]!;
    expect(() => db.atomically(() => {
      db.update('param', first, { paramValue: 'changed' });
      db.insert('param', { ...first, id: 'added' });
      db.remove('param', db.rows('param')[1]!);
      throw new Error('refused');
    })).toThrow('refused');
    expect(db.rows('param')).toHaveLength(count);
    expect(db.find('param', first.id)).toEqual(first);
    expect(db.find('param', 'added')).toBeUndefined();
  });

  it('keeps the seed\'s rows of a log and its newest rows added, by count', () => {
    const seeded = db.rows('log_api').length;
    for (let i = 0; i < 1000; i++) {
      db.insert('log_api', { ...db.rows('log_api')[0]!, id: `l${i}` });
      db.keepNewest('log_api', 100);
    }
    expect(db.rows('log_api').length).toBeLessThanOrEqual(seeded + 125);
    expect(db.rows('log_api').slice(0, seeded)).toEqual(fixtures.log_api);
    expect(db.rows('log_api').at(-1)!.id).toBe('l999');
  });

  it('keeps the tables named in keep across a reset', () => {
    db.insert('sessions', { accessToken: 't' });
    db.reset({ keep: ['sessions'] });
    expect(db.rows('sessions')).toEqual([{ accessToken: 't' }]);
  });

  it('restores a snapshot, and refuses text that is not one of the same seeds', () => {
    db.update('tenant', db.rows('tenant')[1]!, { tenantName: '快照学校' });
    db.insert('scratch', { id: 'n1' });
    const saved = db.snapshot();
    db.reset();
    expect(db.restore(saved)).toBe(true);
    expect(db.rows('tenant')[1]!.tenantName).toBe('快照学校');
    expect(db.rows('scratch')).toEqual([{ id: 'n1' }]);

    db.reset();
    expect(db.restore('{not json')).toBe(false);
    expect(db.restore(JSON.stringify({ seed: 'other', tables: {} }))).toBe(false);
    expect(db.restore(JSON.stringify({ ...JSON.parse(saved), tables: { user: 'x' } }))).toBe(false);
    expect(db.rows('tenant')[1]!.tenantName).toBe(fixtures.tenant[1]!.tenantName);
  });

  it('makes unique, increasing 19-digit string ids', () => {
    setClock(() => 1_735_689_600_000);
    const ids = Array.from({ length: 1000 }, () => db.nextId());
    expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('formats and parses BladeX dates', () => {
    const ms = new Date(2024, 8, 1, 8, 5, 9).getTime();
    expect(formatDateTime(ms)).toBe('2024-09-01 08:05:09');
    expect(parseDateTime('2024-09-01 08:05:09')).toBe(ms);
    expect(parseDateTime('2024-09-01')).toBeNaN();
  });

  it('reads the clock the tests set', () => {
    setClock(() => 42);
    expect(db.now()).toBe(42);
  });
});

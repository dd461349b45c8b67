import { describe, expect, it } from 'vitest';
import { fixtures } from '../../fixtures';
import { db, formatDateTime, parseDateTime, setClock } from '../../mock-server/db';

describe('db', () => {
  it('resets to a deep copy of the fixtures', () => {
    db.table('user')[0]!.realName = 'changed';
    db.table<{ id: string }>('scratch').push({ id: '1' });
    db.reset();
    expect(db.table('user')[0]!.realName).toBe(fixtures.user[0]!.realName);
    expect(db.table('user')[0]).not.toBe(fixtures.user[0]);
    expect(db.table('scratch')).toEqual([]);
  });

  it('keeps the tables named in keep across a reset', () => {
    db.table<{ token: string }>('sessions').push({ token: 't' });
    db.reset({ keep: ['sessions'] });
    expect(db.table('sessions')).toEqual([{ token: 't' }]);
  });

  it('restores a snapshot, and refuses text that is not one of the same seeds', () => {
    db.table('tenant')[1]!.tenantName = '快照学校';
    db.table<{ id: string }>('scratch').push({ id: 'n1' });
    const saved = db.snapshot();
    db.reset();
    expect(db.restore(saved)).toBe(true);
    expect(db.table('tenant')[1]!.tenantName).toBe('快照学校');
    expect(db.table('scratch')).toEqual([{ id: 'n1' }]);

    db.reset();
    expect(db.restore('{not json')).toBe(false);
    expect(db.restore(JSON.stringify({ seed: 'other', tables: {} }))).toBe(false);
    expect(db.restore(JSON.stringify({ ...JSON.parse(saved), tables: { user: 'x' } }))).toBe(false);
    expect(db.table('tenant')[1]!.tenantName).toBe(fixtures.tenant[1]!.tenantName);
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

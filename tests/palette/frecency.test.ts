import { afterEach, describe, expect, it } from 'vitest';
import { frecencyKey, frecencyScore, frecencyScores, readFrecency, recordUse } from '../../src/palette/frecency';

const alice = { tenant_id: '000000', account: 'alice' };
const aliceElsewhere = { tenant_id: '123456', account: 'alice' };
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => localStorage.clear());

describe('frecency', () => {
  it('is stored in localStorage per tenant and account, under the site key prefix', () => {
    recordUse(alice, 'tabs.close', 1000);
    recordUse(alice, 'tabs.close', 2000);
    expect(frecencyKey(alice)).toBe('palette-frecency-000000-alice');
    expect(JSON.parse(localStorage.getItem('saber-palette-frecency-000000-alice')!)).toEqual({ 'tabs.close': { count: 2, last: 2000 } });
    expect(readFrecency(aliceElsewhere)).toEqual({});
    expect(readFrecency(null)).toEqual({});
  });

  it('survives a reload (it is read back from storage)', () => {
    recordUse(alice, 'nav.home', 5000);
    expect(frecencyScores(alice, 5000).get('nav.home')).toBe(1);
  });

  it('weighs recent uses above old ones, and more uses above fewer', () => {
    const now = 100 * DAY;
    expect(frecencyScore({ count: 1, last: now }, now)).toBeGreaterThan(frecencyScore({ count: 1, last: now - 3 * DAY }, now));
    expect(frecencyScore({ count: 3, last: now }, now)).toBeGreaterThan(frecencyScore({ count: 1, last: now }, now));
    expect(frecencyScore({ count: 2, last: now - 7 * DAY }, now)).toBeCloseTo(1);
    expect(frecencyScore(undefined, now)).toBe(0);
  });

  it('reads a broken value as empty', () => {
    localStorage.setItem('saber-palette-frecency-000000-alice', '{oops');
    expect(readFrecency(alice)).toEqual({});
    recordUse(alice, 'x', 1);
    expect(readFrecency(alice)).toEqual({ x: { count: 1, last: 1 } });
  });
});

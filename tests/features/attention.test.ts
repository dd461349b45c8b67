/**
 * The home page's "tenants expiring within 30 days" (src/features/dashboard/attention.ts), read
 * from the server as the platform administrator: a school counts from now until 30 days ahead,
 * never once its licence has ended, nor when it has no expiry. The server counts them by date; the
 * page names the first few.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db, formatDateTime } from '../../mock-server/db';
import { login } from '../../src/auth/login';
import { attentionItems, EXPIRY_DAYS, NAMED } from '../../src/features/dashboard/attention';
import { accounts } from '../helpers/console';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const expiring = attentionItems.find((item) => item.id === 'tenants')!;

beforeEach(async () => {
  await login(accounts.admin);
});

/** 100001's licence ends `offset` ms from now (null: it never ends), 100002's never does. */
const cases: [string, number | null, string[]][] = [
  ['already expired a day ago', -DAY, []],
  ['expired a minute ago', -MINUTE, []],
  ['ending in a minute', MINUTE, ['星河实验小学']],
  ['ending in 10 days', 10 * DAY, ['星河实验小学']],
  [`ending on the last minute of the ${EXPIRY_DAYS} days`, EXPIRY_DAYS * DAY - MINUTE, ['星河实验小学']],
  [`ending a day after the ${EXPIRY_DAYS} days`, (EXPIRY_DAYS + 1) * DAY, []],
  ['without an expiry', null, []],
];

describe('tenants expiring soon', () => {
  it.each(cases)('a school whose licence is %s', async (_, offset, names) => {
    const now = new Date();
    for (const tenant of [...db.rows('tenant')]) db.update('tenant', tenant, { expireTime: '' });
    if (offset !== null) db.update('tenant', db.rows('tenant').find((t) => t.tenantId === '100001')!, { expireTime: formatDateTime(now.getTime() + offset) });
    expect(await expiring.load(now)).toEqual({ count: names.length, names });
  });
});

describe('more schools expiring than the home page names', () => {
  it(`counts every one and names the first ${NAMED}`, async () => {
    const now = new Date();
    const soon = formatDateTime(now.getTime() + DAY);
    const schools = [...db.rows('tenant')];
    for (const [index, school] of schools.entries()) db.update('tenant', school, { expireTime: soon, tenantName: `到期学校${index}` });
    for (let index = schools.length; index <= NAMED; index += 1) {
      db.insert('tenant', { ...schools[0], id: `9${index}`, tenantId: `9000${index}`, tenantName: `到期学校${index}`, expireTime: soon });
    }
    const figure = await expiring.load(now);
    expect(figure.count).toBe(Math.max(schools.length, NAMED + 1));
    expect(figure.names).toHaveLength(NAMED);
    expect(new Set(figure.names).size).toBe(NAMED);
  });
});

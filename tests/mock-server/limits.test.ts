import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNT_CHARS, MAX_UNKNOWN_FAILURES } from '../../mock-server/auth/lockout';
import { MAX_GUEST_SESSIONS } from '../../mock-server/auth/sessions';
import { MAX_UNBOUND_LINKS } from '../../mock-server/auth/grants/social';
import type { TokenAnswer } from '../../src/schema/wire/auth';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from '../../mock-server/body';
import { db } from '../../mock-server/db';
import { LOG_CAP } from '../../mock-server/storage/traffic-log';
import { post, tokenOf } from './crud/helpers';
import { authGet, bodyOf, frozenClock, login, MINUTE, passwordRequest, SABER_BASIC, tokenRequest } from './helpers';

const USER_INFO = '/api/blade-auth/oauth/user-info';
const UPLOAD = '/blade-log/error/upload-local';
const sessions = () => db.rows('oauth_session');

async function guestLogin(code: string): Promise<TokenAnswer> {
  const response = await tokenRequest({ grant_type: 'social', source: 'github', code, state: '100001' }, { Authorization: SABER_BASIC, 'Tenant-Id': '100001' });
  return bodyOf<TokenAnswer>(response);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const entry = (message: string) => ({ type: 'error', url: '/', message, stack: '', info: '', time: '2026-11-21 10:00:00' });

describe('request bodies', () => {
  it('are refused with 413 over 2 MiB', async () => {
    const admin = await tokenOf('000000');
    const oversized = JSON.stringify({ paramName: 'x'.repeat(MAX_BODY_BYTES), paramKey: 'k', paramValue: 'v' });
    expect(await post(admin, '/blade-system/param/submit', oversized)).toEqual({
      status: 413, body: { code: 413, success: false, data: null, msg: '请求数据过大' },
    });
    expect(db.rows('param').some((p) => p.paramKey === 'k')).toBe(false);
  });

  it('are refused with 400 when their JSON nests deeper than the limit', async () => {
    const admin = await tokenOf('000000');
    expect(await post(admin, UPLOAD, nested(MAX_JSON_DEPTH + 1))).toEqual({
      status: 400, body: { code: 400, success: false, data: null, msg: '消息不能读取' },
    });
    // Brackets inside strings are text, not nesting.
    expect((await post(admin, UPLOAD, [entry('['.repeat(500))])).status).toBe(200);
  });

  it.each([
    ['arrays exactly as deep as the limit', nested(MAX_JSON_DEPTH), false],
    ['arrays one level deeper', nested(MAX_JSON_DEPTH + 1), true],
    ['objects and arrays mixed, one level deeper', `${'{"a":['.repeat((MAX_JSON_DEPTH + 2) / 2)}${']}'.repeat((MAX_JSON_DEPTH + 2) / 2)}`, true],
    ['brackets inside a string', `["${'['.repeat(MAX_JSON_DEPTH + 1)}"]`, false],
    ['an escaped quote inside a string, then brackets still in it', `["\\"${'['.repeat(MAX_JSON_DEPTH + 1)}"]`, false],
  ])('nest: %s, refused: %s', (_, text, refused) => {
    expect(nestsDeeperThan(text, MAX_JSON_DEPTH)).toBe(refused);
  });

  it('of a batch upload are stored all or not at all', async () => {
    const admin = await tokenOf('000000');
    const uploaded = () => db.rows('log_error').filter((row) => row.message === 'first' || row.message === 'second');
    const refused = await post(admin, UPLOAD, [entry('first'), entry('second'), { type: 'error' }]);
    expect(refused.status).toBe(400);
    expect(uploaded()).toEqual([]);
    expect((await post(admin, UPLOAD, [entry('first'), entry('second')])).status).toBe(200);
    expect(uploaded()).toHaveLength(2);
  });
});

describe('the session table', () => {
  it('stays bounded however many guests log in, closing the oldest guests first', async () => {
    const user = await login('100001', 'teacher');
    const guests: TokenAnswer[] = [];
    for (let i = 0; i < 3 * MAX_GUEST_SESSIONS; i++) guests.push(await guestLogin(`visitor-${i}`));
    expect(sessions().length).toBeLessThanOrEqual(MAX_GUEST_SESSIONS + 1);
    expect(db.rows('user_oauth').filter((link) => !link.userId).length).toBeLessThanOrEqual(MAX_UNBOUND_LINKS);
    expect((await authGet(USER_INFO, guests.at(-1)!.access_token)).status).toBe(200);
    expect((await authGet(USER_INFO, guests[0]!.access_token)).status).toBe(401);
    // A user's session is not a guest's: it survives.
    expect((await authGet(USER_INFO, user.access_token)).status).toBe(200);
  });

  it('forgets sessions whose tokens have both expired, and a session at logout', async () => {
    const clock = frozenClock();
    for (let i = 0; i < 300; i++) await login('100001', 'admin');
    clock.advance(7 * 24 * 60 * MINUTE); // the refresh tokens' validity
    for (let i = 0; i < 300; i++) await login('100001', 'admin');
    expect(sessions().length).toBeLessThan(600);
    const last = await login('100001', 'admin');
    const count = sessions().length;
    await fetch('/api/blade-auth/oauth/logout', { headers: { 'Blade-Auth': `bearer ${last.access_token}` } });
    expect(sessions().length).toBe(count - 1);
  });
});

describe('failed-login records', () => {
  it('are forgotten once their window is over', async () => {
    const clock = frozenClock();
    for (let i = 0; i < 300; i++) await passwordRequest('100001', `nobody-${i}`, 'wrong');
    clock.advance(30 * MINUTE);
    for (let i = 300; i < 600; i++) await passwordRequest('100001', `nobody-${i}`, 'wrong');
    expect(db.rows('login_failure').length).toBeLessThan(600);
  });

  it('stay bounded in number and size however many long unknown names are tried, and a real account stays locked', async () => {
    frozenClock();
    for (let i = 0; i < 5; i++) await passwordRequest('100001', 'teacher', 'wrong');
    const long = 'x'.repeat(6 * 1024);
    for (let i = 0; i < MAX_UNKNOWN_FAILURES + 50; i++) await passwordRequest('100001', `${i}${long}`, 'wrong');
    const rows = db.rows<{ account: string }>('login_failure');
    expect(rows.length).toBeLessThanOrEqual(MAX_UNKNOWN_FAILURES + 1);
    expect(Math.max(...rows.map((row) => row.account.length))).toBeLessThanOrEqual(MAX_ACCOUNT_CHARS);
    const locked = await bodyOf<{ error_description: string }>(await passwordRequest('100001', 'teacher', 'teacher'));
    expect(locked.error_description).toBe('登录错误次数过多,请稍后再试');
  });
});

describe('a long stream of calls', () => {
  it('keeps every table to the same number of rows once the logs and failed logins are at their caps', async () => {
    frozenClock();
    const admin = await tokenOf('100001');
    const round = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) {
        expect((await authGet('/api/blade-desk/notice/list?current=1&size=10', admin)).status).toBe(200);
        await passwordRequest('100001', i % 10 === 0 ? 'teacher' : `stream-${i}`, 'wrong');
      }
    };
    const rowsByTable = () => Object.fromEntries(db.tableNames().map((name) => [name, db.rows(name).length]));
    // Past the caps: each call adds an API-log row, and each unknown name (nine calls in ten) a failed-login record.
    await round(0, Math.max(LOG_CAP.log_api / 2, (MAX_UNKNOWN_FAILURES * 10) / 9) + 50);
    const atCaps = rowsByTable();
    await round(10_000, 100);
    expect(rowsByTable()).toEqual(atCaps);
  });
});

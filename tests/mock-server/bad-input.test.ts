/**
 * Bad input to every endpoint the mock serves, over the standalone server on 127.0.0.1. The
 * endpoints are read from the handler list, so a new handler is covered as soon as it is added;
 * one that needs no token, or lets a guest in, must be named below.
 */
import { md5 } from 'hash-wasm';
import { HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenAnswer } from '../../mock-server/auth/token-answer';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../mock-server/body';
import { db } from '../../mock-server/db';
import { servedHandlers } from '../../mock-server/handlers';
import { LOG_CAP } from '../../mock-server/storage/traffic-log';
import { resources } from '../../src/schema';
import { freshEachTest, startAfresh } from '../setup';
import { SABER_BASIC } from './helpers';
import { rawCall, serveOverLoopback, type RawAnswer, type RawCall } from './loopback';

const server = serveOverLoopback();

interface Endpoint { method: string; path: string }
const key = (e: Endpoint) => `${e.method} ${e.path}`;

const endpoints: Endpoint[] = servedHandlers.flatMap((handler) =>
  handler instanceof HttpHandler && typeof handler.info.path === 'string'
    ? [{ method: String(handler.info.method), path: handler.info.path.slice('*/api'.length) }]
    : []);

/** Served without a token. */
const PUBLIC = new Set([
  'POST /blade-auth/oauth/token', 'POST /blade-auth/oauth/token/refresh', 'GET /blade-auth/oauth/captcha',
  'GET /blade-auth/oauth/logout', 'POST /blade-auth/oauth/logout', 'GET /blade-auth/oauth/clear-cache',
  // The login page asks which tenant a domain is bound to before anyone has logged in.
  'GET /blade-system/tenant/info',
  // A stored file's link is public, as a public bucket's is (its name holds 128 random bits).
  'GET /blade-resource/oss/endpoint/get-file/:bucket/upload/:day/:file',
]);
/** The protected calls a social-login guest's token may make. */
const FOR_GUESTS = new Set(['GET /blade-auth/oauth/user-info', 'POST /blade-system/user/register-guest', 'POST /blade-user/register-guest']);
/** Calls under a platform screen's prefix that every logged-in user makes (menus, dictionaries). */
const FOR_EVERYONE = new Set([
  'GET /blade-system/menu/routes', 'GET /blade-system/menu/buttons', 'GET /blade-system/menu/top-menu',
  'GET /blade-system/tenant/info', 'GET /blade-system/dict/dictionary',
]);
/** Calls under a platform screen's prefix a school administrator makes to grant their roles and pick their tenant. */
const FOR_SCHOOL_ADMINISTRATORS = new Set(['GET /blade-system/menu/grant-tree', 'GET /blade-system/menu/role-tree-keys', 'GET /blade-system/tenant/select']);
const TOKEN_ENDPOINTS = new Set(['POST /blade-auth/oauth/token', 'POST /blade-auth/oauth/token/refresh']);
/** Endpoints that read a JSON body. */
const READS_JSON = (e: Endpoint) => e.path.endsWith('/submit') || e.path === '/blade-log/error/upload-local';

const BAD_QUERY = '?current=abc&size=-1&id=&ids=,,&code=&oauthId=x&userId=%25&tenantId=zz&topMenuId=%00&grant_type=nope';
const BAD_BODIES = ['not json', '', '[]', 'null', '"text"', '{"id":{"a":1}}', '{"id":"1","sort":"NaN"}', `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`];
const OVERSIZED = 'x'.repeat(MAX_BODY_BYTES + 1);

interface Tokens { admin: string; schoolAdmin: string; teacher: string; guest: string }

async function tokenAnswer(params: Record<string, string>): Promise<TokenAnswer> {
  const answer = await rawCall(server.port(), {
    method: 'POST', path: `/blade-auth/oauth/token?${new URLSearchParams({ scope: 'all', ...params })}`, headers: { Authorization: SABER_BASIC },
  });
  return JSON.parse(answer.body) as TokenAnswer;
}

async function tokens(): Promise<Tokens> {
  const password = async (tenantId: string, username: string) =>
    (await tokenAnswer({ grant_type: 'password', tenantId, username, password: await md5(username) })).access_token;
  return {
    admin: await password('000000', 'admin'),
    schoolAdmin: await password('100001', 'admin'),
    teacher: await password('100001', 'teacher'),
    guest: (await tokenAnswer({ grant_type: 'social', source: 'github', code: 'stranger', state: '100001' })).access_token,
  };
}

const call = (e: Endpoint, extra: Partial<RawCall> & { token?: string }): Promise<RawAnswer> => rawCall(server.port(), {
  method: extra.method ?? e.method,
  path: extra.path ?? e.path,
  headers: { ...(extra.token ? { 'Blade-Auth': `bearer ${extra.token}` } : {}), 'Content-Type': 'application/json', ...extra.headers },
  body: extra.body,
});

/** Fails unless the answer is a well-formed refusal or success: never a 5xx, always an envelope. */
function expectWellFormed(e: Endpoint, what: string, answer: RawAnswer): void {
  const label = `${key(e)} ${what}: ${answer.status} ${answer.body.slice(0, 120)}`;
  expect([200, 204, 400, 401, 403, 404, 405, 413], label).toContain(answer.status);
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  if (answer.status === 200 || answer.status === 204 || answer.body === '') return;
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  if (TOKEN_ENDPOINTS.has(key(e)) && 'error' in body) {
    expect(body, label).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
  } else {
    expect(body, label).toEqual({ code: answer.status, success: false, data: null, msg: expect.any(String) });
  }
}

describe('bad input to every served endpoint', () => {
  it('covers the whole handler list', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    for (const name of [...PUBLIC, ...FOR_GUESTS]) expect(endpoints.map(key), name).toContain(name);
  });

  // One test per endpoint, each with fresh tokens (an endpoint's calls may log them out) and the
  // fixtures put back after it: a slow endpoint fails alone, and no call outlives its test.
  it.each(endpoints.map((e) => [key(e), e] as const))('%s answers any token, bad queries, bad and oversized bodies and wrong methods with an envelope, never a 5xx', async (_, e) => {
    const { admin, schoolAdmin, teacher, guest } = await tokens();
    for (const [who, token] of Object.entries({ none: undefined, forged: 'forged', guest, teacher, schoolAdmin, admin })) {
      expectWellFormed(e, `as ${who}`, await call(e, { token, path: `${e.path}${BAD_QUERY}`, body: e.method === 'POST' ? 'not json' : undefined }));
    }
    if (e.method === 'POST') {
      for (const body of BAD_BODIES) expectWellFormed(e, `body ${body.slice(0, 20)}`, await call(e, { token: admin, body }));
      expectWellFormed(e, 'oversized body', await call(e, { token: admin, body: OVERSIZED }));
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) {
      expectWellFormed(e, method, await call(e, { token: admin, method }));
    }
    expectWellFormed(e, 'form body', await call(e, { token: admin, body: e.method === 'POST' ? 'a=%zz&&=' : undefined, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
  });
});

const platformPrefixes = resources.filter((r) => r.scope === 'platform').map((r) => r.api.prefix);
const platformOnly = (e: Endpoint) => !FOR_EVERYONE.has(key(e)) && (platformPrefixes.some((prefix) => e.path.startsWith(`${prefix}/`))
  || ['/blade-system/menu/tree', '/__mock/reset'].includes(e.path));
// A teacher holds the notice menu and notice_view only: no post screen, no notice writes.
const notGrantedToTeachers = (e: Endpoint) => platformOnly(e)
  || (e.path.startsWith('/blade-system/post/') && !e.path.endsWith('/select'))
  || ['/blade-desk/notice/submit', '/blade-desk/notice/remove'].includes(e.path);

type Extra = Partial<RawCall> & { token?: string };
interface Refusal { what: string; extra: (held: Tokens) => Extra; status: number }

/** The refusals an endpoint owes, each made with the tokens of the test that makes it. */
function refusalsOf(e: Endpoint): Refusal[] {
  const refusal = (what: string, status: number, extra: (held: Tokens) => Extra = () => ({})): Refusal => ({ what, extra, status });
  const protect = !PUBLIC.has(key(e));
  return [
    ...(protect ? [
      refusal('without a token', 401),
      refusal('with a forged token', 401, () => ({ token: 'forged' })),
      refusal('with a query-string token', 401, (held) => ({ path: `${e.path}?Blade-Auth=bearer%20${held.admin}` })),
    ] : []),
    ...(protect && !FOR_GUESTS.has(key(e)) ? [refusal('as a guest', 403, (held) => ({ token: held.guest }))] : []),
    ...(notGrantedToTeachers(e) ? [refusal('as a teacher', 403, (held) => ({ token: held.teacher, body: '{"postName":"x"}' }))] : []),
    ...(platformOnly(e) && !FOR_SCHOOL_ADMINISTRATORS.has(key(e)) ? [refusal('as a school administrator', 403, (held) => ({ token: held.schoolAdmin, body: '{"paramName":"x"}' }))] : []),
    ...(e.method === 'POST' ? [refusal('with an oversized body', 413, (held) => ({ token: held.admin, body: OVERSIZED }))] : []),
    ...(READS_JSON(e) ? [refusal('with JSON nested too deep', 400, (held) => ({ token: held.admin, body: BAD_BODIES.at(-1) }))] : []),
    ...(key(e) === 'POST /blade-log/error/upload-local' ? [refusal('with one bad entry in the batch', 400, (held) => ({ token: held.admin, body: '[{"message":"a"},{"message":"b"},{}]' }))] : []),
  ];
}

/**
 * What each table held when the refusals began, as JSON, but the mock's logs of its own traffic
 * (a refused call still leaves its api-log row, as BladeX's does). A handler changes a row only
 * after asking the database for its table (db.takeTouched), so only the tables a test's calls
 * asked for are compared: the whole database each time cost a tenth of a second per endpoint.
 */
const held = new Map<string, string>();
const logTables = new Set(Object.keys(LOG_CAP));
/** The tables a test's calls changed, named (and taken as they are now, so the next test does not name them again). */
function changedTables(): string[] {
  const touched = db.takeTouched();
  const names = touched === 'all' ? db.tableNames() : [...touched];
  return names.filter((name) => {
    const now = JSON.stringify(db.rows(name));
    if (logTables.has(name) || now === held.get(name)) return false;
    held.set(name, now);
    return true;
  });
}

describe('refused calls', () => {
  let tokensHeld: Tokens;
  // One database for every refusal: nothing is put back between them, since nothing may change.
  beforeAll(async () => {
    freshEachTest.on = false;
    tokensHeld = await tokens();
    db.takeTouched();
    for (const name of db.tableNames()) held.set(name, JSON.stringify(db.rows(name)));
  });
  afterAll(() => {
    freshEachTest.on = true;
    startAfresh();
  });

  const cases = endpoints.map((e) => [key(e), e, refusalsOf(e)] as const).filter(([, , refusals]) => refusals.length > 0);

  it.each(cases)('%s refuses with 401, 403, 400 or 413 and changes nothing', async (_, e, refusals) => {
    for (const { what, extra, status } of refusals) {
      const answer = await call(e, extra(tokensHeld));
      expect(answer.status, `${key(e)} ${what}: ${answer.body.slice(0, 120)}`).toBe(status);
      expectWellFormed(e, what, answer);
    }
    expect(changedTables()).toEqual([]);
  });
});

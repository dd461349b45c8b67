/**
 * Bad input to every endpoint the mock serves, over the standalone server on 127.0.0.1. The
 * endpoints are read from the handler list, so a new handler is covered as soon as it is added;
 * one that needs no token, or lets a guest in, must be named below.
 */
import { md5 } from 'hash-wasm';
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TokenAnswer } from '../../mock-server/auth/token-answer';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../mock-server/body';
import { servedHandlers } from '../../mock-server/handlers';
import { resources } from '../../src/schema';
import { dataSnapshot, SABER_BASIC } from './helpers';
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

const protectedEndpoints = endpoints.filter((e) => !PUBLIC.has(key(e)));
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

/** Each sweep makes thousands of calls: on a busy 2-core machine they take far longer than one test's default. */
const SWEEP_TIMEOUT = 90_000;

describe('bad input to every served endpoint', () => {
  it('covers the whole handler list', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    for (const name of [...PUBLIC, ...FOR_GUESTS]) expect(endpoints.map(key), name).toContain(name);
  });

  it('is answered with an envelope, never a 5xx: any token, bad queries, bad and oversized bodies, wrong methods', async () => {
    for (const e of endpoints) {
      // Fresh tokens for each endpoint: the ones before may have logged them out.
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
    }
  }, SWEEP_TIMEOUT);
});

describe('refused calls', () => {
  it('are refused with 401, 403, 400 or 413 and change nothing', async () => {
    const { admin, schoolAdmin, teacher, guest } = await tokens();
    const platformPrefixes = resources.filter((r) => r.scope === 'platform').map((r) => r.api.prefix);
    const platformOnly = (e: Endpoint) => !FOR_EVERYONE.has(key(e)) && (platformPrefixes.some((prefix) => e.path.startsWith(`${prefix}/`))
      || ['/blade-system/menu/tree', '/__mock/reset'].includes(e.path));
    // A teacher holds the notice menu and notice_view only: no post screen, no notice writes.
    const notGrantedToTeachers = (e: Endpoint) => platformOnly(e)
      || (e.path.startsWith('/blade-system/post/') && !e.path.endsWith('/select'))
      || ['/blade-desk/notice/submit', '/blade-desk/notice/remove'].includes(e.path);

    type Extra = Partial<RawCall> & { token?: string };
    const refusal = (e: Endpoint, what: string, extra: Extra, status: number) => ({ e, what, extra, status });
    const refusals = [
      ...protectedEndpoints.flatMap((e) => [
        refusal(e, 'without a token', {}, 401),
        refusal(e, 'with a forged token', { token: 'forged' }, 401),
        refusal(e, 'with a query-string token', { path: `${e.path}?Blade-Auth=bearer%20${admin}` }, 401),
      ]),
      ...protectedEndpoints.filter((e) => !FOR_GUESTS.has(key(e))).map((e) => refusal(e, 'as a guest', { token: guest }, 403)),
      ...endpoints.filter(notGrantedToTeachers).map((e) => refusal(e, 'as a teacher', { token: teacher, body: '{"postName":"x"}' }, 403)),
      ...endpoints.filter((e) => platformOnly(e) && !FOR_SCHOOL_ADMINISTRATORS.has(key(e))).map((e) => refusal(e, 'as a school administrator', { token: schoolAdmin, body: '{"paramName":"x"}' }, 403)),
      ...endpoints.filter((e) => e.method === 'POST').map((e) => refusal(e, 'with an oversized body', { token: admin, body: OVERSIZED }, 413)),
      ...endpoints.filter(READS_JSON).map((e) => refusal(e, 'with JSON nested too deep', { token: admin, body: BAD_BODIES.at(-1) }, 400)),
      refusal({ method: 'POST', path: '/blade-log/error/upload-local' }, 'with one bad entry in the batch', { token: admin, body: '[{"message":"a"},{"message":"b"},{}]' }, 400),
    ];
    const before = dataSnapshot();
    for (const { e, what, extra, status } of refusals) {
      const answer = await call(e, extra);
      expect(answer.status, `${key(e)} ${what}: ${answer.body.slice(0, 120)}`).toBe(status);
      expectWellFormed(e, what, answer);
    }
    expect(dataSnapshot()).toBe(before);
  }, SWEEP_TIMEOUT);
});

/** Calls the mock the way the console does: real fetch, relative /api URLs. */
import { md5 } from 'hash-wasm';
import { expect } from 'vitest';
import type { TokenAnswer } from '../../src/schema/wire/auth';
import { db, setClock } from '../../mock-server/db';
import { LOG_CAP } from '../../mock-server/storage/traffic-log';

export const SABER_BASIC = `Basic ${btoa('saber:saber_secret')}`;
export const TOKEN_URL = '/api/blade-auth/oauth/token';

/** POST to the token endpoint with parameters in the query, as BladeX consoles send them. */
export function tokenRequest(params: Record<string, string>, headers: Record<string, string> = { Authorization: SABER_BASIC }): Promise<Response> {
  return fetch(`${TOKEN_URL}?${new URLSearchParams({ scope: 'all', ...params })}`, { method: 'POST', headers });
}

export async function passwordRequest(tenantId: string, username: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return tokenRequest(
    { tenantId, username, password: await md5(password), grant_type: 'password', type: 'account' },
    { Authorization: SABER_BASIC, 'Tenant-Id': tenantId, ...headers },
  );
}

/** Logs in and returns the token answer; fails the test on a refusal. */
export async function login(tenantId: string, account: string, password = account): Promise<TokenAnswer> {
  const response = await passwordRequest(tenantId, account, password);
  const body = (await response.json()) as TokenAnswer & { error_description?: string };
  expect(body.error_description, `login ${tenantId}/${account}`).toBeUndefined();
  expect(response.status).toBe(200);
  return body;
}

export function authGet(path: string, accessToken: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(path, { headers: { 'Blade-Auth': `bearer ${accessToken}`, ...headers } });
}

/** The body of an answer, typed by the caller. */
export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Stops the mock's clock at the present; `advance` moves it forward. */
export function frozenClock(): { advance(ms: number): void } {
  let now = Date.now();
  setClock(() => now);
  return { advance: (ms) => { now += ms; } };
}

export const MINUTE = 60 * 1000;

/**
 * The database as a snapshot, without the mock's logs of its own traffic: a refused call still
 * leaves its api-log row (as BladeX's does), and changes nothing else.
 */
export function dataSnapshot(): string {
  const { tables, ...rest } = JSON.parse(db.snapshot()) as { tables: Record<string, unknown> };
  for (const table of Object.keys(LOG_CAP)) delete tables[table];
  return JSON.stringify({ ...rest, tables });
}

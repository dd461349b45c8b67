import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import type { TokenAnswer } from '../../src/schema/wire/auth';
import { bodyOf, SABER_BASIC } from './helpers';
import { serveOverLoopback } from './loopback';

const server = serveOverLoopback();

async function loginOver(prefix: string): Promise<TokenAnswer> {
  const query = new URLSearchParams({ tenantId: '100001', username: 'admin', password: await md5('admin'), grant_type: 'password', scope: 'all' });
  const response = await fetch(`${server.origin()}${prefix}/blade-auth/oauth/token?${query}`, {
    method: 'POST', headers: { Authorization: SABER_BASIC, 'Tenant-Id': '100001' },
  });
  expect(response.status).toBe(200);
  return bodyOf<TokenAnswer>(response);
}

describe('standalone HTTP server', () => {
  it('logs in and reads routes over HTTP, with or without the /api prefix', async () => {
    const answer = await loginOver('');
    expect(answer).toMatchObject({ tenant_id: '100001', account: 'admin' });
    const routes = await fetch(`${server.origin()}/blade-system/menu/routes`, { headers: { 'Blade-Auth': `bearer ${answer.access_token}` } });
    const body = await bodyOf<{ code: number; data: { code: string }[] }>(routes);
    expect(body.code).toBe(200);
    expect(body.data.map((m) => m.code)).toContain('school');
    expect((await loginOver('/api')).account).toBe('admin');
  });

  it('answers an unknown path with the 404 envelope, allowing the calling origin', async () => {
    // happy-dom's fetch behaves as a browser: it sends the page's origin, http://localhost:3000.
    const response = await fetch(`${server.origin()}/nowhere`);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(location.origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await bodyOf(response)).toEqual({ code: 404, success: false, data: null, msg: '404 没找到请求' });
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${server.origin()}/blade-auth/oauth/token`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import type { TokenAnswer } from '../../src/schema/wire/auth';
import { db } from '../../mock-server/db';
import { SABER_BASIC } from './helpers';
import { raw, serveOverLoopback, type RawAnswer } from './loopback';

const server = serveOverLoopback();
const OTHER_ORIGIN = 'http://evil.example';

/** One request over a raw connection, `Connection: close` added. */
function send(requestLine: string, headers: string[] = ['Host: 127.0.0.1']): Promise<RawAnswer> {
  return raw(server.port(), `${requestLine}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`);
}

const envelope = (answer: RawAnswer) => JSON.parse(answer.body) as { code: number; success: boolean; data: unknown; msg: string };

async function adminToken(): Promise<string> {
  const query = new URLSearchParams({ tenantId: '000000', username: 'admin', password: await md5('admin'), grant_type: 'password', scope: 'all' });
  const response = await fetch(`${server.origin()}/blade-auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: SABER_BASIC } });
  return ((await response.json()) as TokenAnswer).access_token;
}

describe('the standalone server\'s HTTP handling', () => {
  it('answers a missing or malformed Host header with a 400 envelope', async () => {
    for (const host of [[], ['Host: a b'], ['Host: [zz'], ['Host: x/y'], ['Host: user@x'], ['Host: ']]) {
      const answer = await send('GET /blade-auth/oauth/clear-cache HTTP/1.1', host);
      expect(answer.status, host.join()).toBe(400);
      expect(envelope(answer)).toMatchObject({ code: 400, success: false, data: null });
    }
  });

  it('refuses TRACE, CONNECT and other methods it does not serve with 405, and unparsable requests with 400', async () => {
    for (const line of ['TRACE /blade-auth/oauth/clear-cache HTTP/1.1', 'PROPFIND /blade-auth/oauth/clear-cache HTTP/1.1', 'CONNECT 127.0.0.1:80 HTTP/1.1']) {
      const answer = await send(line);
      expect(answer.status, line).toBe(405);
      expect(envelope(answer)).toEqual({ code: 405, success: false, data: null, msg: '不支持当前请求方法' });
      expect(answer.headers.allow).toContain('GET');
    }
    for (const line of ['FOO /blade-auth/oauth/clear-cache HTTP/1.1', 'garbage']) {
      const answer = await send(line);
      expect(answer.status, line).toBe(400);
      expect(envelope(answer).code).toBe(400);
    }
  });

  it('answers a method a path is not served for with 405 and the methods it is served for', async () => {
    const answer = await send('DELETE /api/blade-auth/oauth/captcha HTTP/1.1');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD wherever GET is served, with the GET answer\'s status and headers and no body', async () => {
    const get = await send('GET /blade-auth/oauth/clear-cache HTTP/1.1');
    const head = await send('HEAD /blade-auth/oauth/clear-cache HTTP/1.1');
    expect([head.status, head.headers['content-type'], head.body]).toEqual([get.status, get.headers['content-type'], '']);
    const token = await adminToken();
    const guarded = await send('HEAD /api/blade-system/menu/routes HTTP/1.1', ['Host: 127.0.0.1', `Blade-Auth: bearer ${token}`]);
    expect([guarded.status, guarded.body]).toEqual([200, '']);
    expect((await send('HEAD /api/blade-system/menu/routes HTTP/1.1')).status).toBe(401);
  });

  it('serves paths with the exact /api prefix or none, and nothing else', async () => {
    expect((await send('GET /api/blade-auth/oauth/clear-cache HTTP/1.1')).status).toBe(200);
    expect((await send('GET /blade-auth/oauth/clear-cache HTTP/1.1')).status).toBe(200);
    for (const path of ['/API/blade-auth/oauth/clear-cache', '/Blade-Auth/oauth/clear-cache', '/x/api/blade-auth/oauth/clear-cache', '/api/api/blade-auth/oauth/clear-cache', '/api', '/']) {
      const answer = await send(`GET ${path} HTTP/1.1`);
      expect(answer.status, path).toBe(404);
      expect(envelope(answer)).toEqual({ code: 404, success: false, data: null, msg: '404 没找到请求' });
    }
  });

  it('refuses a path that is not normalised with 400', async () => {
    for (const path of ['/x/../blade-auth/oauth/clear-cache', '/./blade-auth/oauth/clear-cache', '/blade-auth\\oauth/clear-cache', '/blade-auth/oauth/clear-cache#x', 'blade-auth/oauth/clear-cache']) {
      const answer = await send(`GET ${path} HTTP/1.1`);
      expect(answer.status, path).toBe(400);
      expect(envelope(answer).code).toBe(400);
    }
  });

  it('allows CORS with credentials for the console\'s origin only', async () => {
    const own = await fetch(`${server.origin()}/blade-auth/oauth/clear-cache`, { headers: { Origin: location.origin } });
    expect(own.headers.get('access-control-allow-origin')).toBe(location.origin);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await send('GET /blade-auth/oauth/clear-cache HTTP/1.1', ['Host: 127.0.0.1', `Origin: ${OTHER_ORIGIN}`]);
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = (origin: string) => send('OPTIONS /blade-system/menu/routes HTTP/1.1', ['Host: 127.0.0.1', `Origin: ${origin}`, 'Access-Control-Request-Method: GET', 'Access-Control-Request-Headers: blade-auth']);
    const allowed = await preflight(location.origin);
    expect([allowed.status, allowed.headers['access-control-allow-headers']]).toEqual([204, 'blade-auth']);
    const refused = await preflight(OTHER_ORIGIN);
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over 2 MiB with 413, whether announced or streamed', async () => {
    // The whole announced body is sent: the server refuses it unread, then drains it and closes
    // the connection once it has all come (a body stopping short is cut after a pause instead).
    const announced = await raw(server.port(), `POST /blade-log/error/upload-local HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2097153\r\n\r\n${'['.padEnd(2097153)}`);
    expect(announced.status).toBe(413);
    expect(envelope(announced)).toEqual({ code: 413, success: false, data: null, msg: '请求数据过大' });
    const chunk = `10000\r\n${' '.repeat(0x10000)}\r\n`;
    const streamed = await raw(server.port(), `POST /blade-log/error/upload-local HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(33)}0\r\n\r\n`);
    expect(streamed.status).toBe(413);
    expect(envelope(streamed).code).toBe(413);
  });

  it('reads the token from the Blade-Auth header only, and stops honouring it once its client is deleted', async () => {
    const token = await adminToken();
    const query = await fetch(`${server.origin()}/blade-system/menu/routes?Blade-Auth=bearer%20${token}`);
    expect(query.status).toBe(401);
    const header = () => fetch(`${server.origin()}/blade-system/menu/routes`, { headers: { 'Blade-Auth': `bearer ${token}` } });
    expect((await header()).status).toBe(200);
    db.update('client', db.rows('client').find((c) => c.clientId === 'saber')!, { isDeleted: 1 });
    const refused = await header();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 401, msg: '请求未授权' });
  });

  it('marks every answer nosniff, refusals included', async () => {
    for (const line of ['GET /blade-auth/oauth/clear-cache HTTP/1.1', 'GET /nowhere HTTP/1.1', 'TRACE / HTTP/1.1', 'CONNECT 127.0.0.1:80 HTTP/1.1', 'garbage']) {
      expect((await send(line)).headers['x-content-type-options'], line).toBe('nosniff');
    }
  });
});

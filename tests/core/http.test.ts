import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from '../../src/base/config';
import { ApiError, request } from '../../src/core/http';
import { toasts } from '../../src/ui/Toaster';
import { clearSession, session } from '../../src/core/session';
import { mockServer } from '../../mock-server/node';

/** Answers one path with a resolver and records the request it saw. */
function answer(path: string, reply: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  mockServer.use(http.all(`*/api${path}`, ({ request }) => { seen.push(request.clone()); return reply(); }));
  return seen;
}
const toasted = (text: string) => toasts.visibleToasts.some((toast) => toast.content.text === text);

afterEach(() => {
  clearSession();
  features.switchMode = false;
  toasts.visibleToasts.forEach((t) => toasts.close(t.key));
});

describe('HTTP client', () => {
  it('calls every path under /api and resolves with the body', async () => {
    const seen = answer('/x/ok', () => HttpResponse.json({ code: 200, data: 7 }));
    await expect(request('/x/ok', { query: { a: 1 } })).resolves.toEqual({ code: 200, data: 7 });
    expect(new URL(seen[0].url).pathname).toBe('/api/x/ok');
    expect(new URL(seen[0].url).searchParams.get('a')).toBe('1');
  });

  it('sends Basic client auth unless the call opts out, and Blade-Auth when a token is stored', async () => {
    const seen = answer('/x/h', () => HttpResponse.json({ code: 200 }));
    await request('/x/h');
    expect(seen[0].headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(seen[0].headers.get('Blade-Auth')).toBeNull();
    session.token = 'tok123';
    await request('/x/h', { authorization: false });
    expect(seen[1].headers.get('Authorization')).toBeNull();
    expect(seen[1].headers.get('Blade-Auth')).toBe('bearer tok123');
  });

  it('sends Tenant-Id on auth calls and Dept-Id / Role-Id only in switch mode', async () => {
    const seen = answer('/x/t', () => HttpResponse.json({ code: 200 }));
    await request('/x/t', { tenantId: '100001' });
    expect(seen[0].headers.get('Tenant-Id')).toBe('100001');
    expect(seen[0].headers.get('Dept-Id')).toBeNull();
    features.switchMode = true;
    session.switchIdentity = { deptId: 'd1', roleId: 'r1' };
    await request('/x/t');
    expect(seen[1].headers.get('Dept-Id')).toBe('d1');
    expect(seen[1].headers.get('Role-Id')).toBe('r1');
  });

  it('takes the code from the body before the HTTP status', async () => {
    answer('/x/c', () => HttpResponse.json({ code: 400, msg: '业务异常' }, { status: 200 }));
    await expect(request('/x/c')).rejects.toMatchObject({ code: 400, message: '业务异常' });
    expect(toasted('业务异常')).toBe(true);
  });

  it('reads 4xx and 500 bodies as answers, with error_description and the 未知错误 fallback', async () => {
    answer('/x/e', () => HttpResponse.json({ error_description: '用户名或密码错误' }, { status: 400 }));
    await expect(request('/x/e')).rejects.toMatchObject({ code: 400, message: '用户名或密码错误' });
    answer('/x/u', () => HttpResponse.json({}, { status: 500 }));
    await expect(request('/x/u')).rejects.toMatchObject({ code: 500, message: '未知错误' });
    expect(toasted('未知错误')).toBe(true);
  });

  it('on 401 logs out and goes to /login', async () => {
    session.token = 'stale';
    session.tabs.push({ label: 'x', value: '/x', close: true });
    answer('/x/401', () => HttpResponse.json({ code: 401, msg: '请求未授权' }, { status: 401 }));
    await expect(request('/x/401')).rejects.toBeInstanceOf(ApiError);
    expect(session.token).toBe('');
    expect(session.tabs).toHaveLength(1);
    expect(window.location.pathname).toBe('/login');
  });

  it('rejects whitelisted codes silently', async () => {
    const { config } = await import('../../src/base/config');
    (config.statusWhiteList as number[]).push(418);
    try {
      answer('/x/w', () => HttpResponse.json({ code: 418, msg: 'teapot' }));
      const before = toasts.visibleToasts.length;
      await expect(request('/x/w')).rejects.toMatchObject({ code: 418 });
      expect(toasts.visibleToasts.length).toBe(before);
    } finally {
      (config.statusWhiteList as number[]).pop();
    }
  });

  it('rejects a network failure with an error', async () => {
    answer('/x/down', () => HttpResponse.error());
    await expect(request('/x/down')).rejects.toMatchObject({ code: 0 });
  });

  it('gives up after the 10 s timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer('/x/slow', () => new Promise<Response>(() => undefined));
      const pending = request('/x/slow');
      const check = expect(pending).rejects.toMatchObject({ code: 0 });
      await vi.advanceTimersByTimeAsync(10001);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });
});

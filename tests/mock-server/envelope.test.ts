import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BadRequest, guard, intParam, ok, readJson, requireParam } from '../../mock-server/envelope';
import { mockServer } from '../../mock-server/node';
import { bodyOf } from './helpers';

describe('envelope', () => {
  it('ok wraps data in the R envelope', async () => {
    expect(await bodyOf(ok({ a: 1 }))).toEqual({ code: 200, success: true, data: { a: 1 }, msg: '操作成功' });
  });

  it('answers a non-JSON body with a 400 envelope, not a throw', async () => {
    mockServer.use(http.post('*/api/test/json', guard(async ({ request }) => ok(await readJson(request)))));
    const response = await fetch('/api/test/json', { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ code: 400, success: false, data: null, msg: '消息不能读取' });
  });

  it('answers a missing parameter with Spring\'s wording', async () => {
    mockServer.use(http.get('*/api/test/param', guard(({ request }) => ok(requireParam(new URL(request.url), 'id')))));
    const body = await bodyOf(await fetch('/api/test/param'));
    expect(body).toMatchObject({ code: 400, msg: '缺少必要的请求参数: id' });
  });

  it('reads integers, with a fallback and a type check', () => {
    const url = new URL('http://x/?size=30&current=abc');
    expect(intParam(url, 'size')).toBe(30);
    expect(intParam(url, 'missing', 10)).toBe(10);
    expect(() => intParam(url, 'current')).toThrow(new BadRequest('请求参数类型错误: current'));
    expect(() => intParam(url, 'missing')).toThrow(new BadRequest('缺少必要的请求参数: missing'));
  });

  it('turns an unexpected error into a 500 envelope', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get('*/api/test/boom', guard(() => { throw new Error('boom'); })));
    const response = await fetch('/api/test/boom');
    expect(response.status).toBe(500);
    expect(await bodyOf(response)).toEqual({ code: 500, success: false, data: null, msg: '服务器异常' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await fetch('/api/blade-nothing/here');
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ code: 404, success: false, data: null, msg: '404 没找到请求' });
  });
});

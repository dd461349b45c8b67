/**
 * Input read by the schema's field kinds at the boundary: a value of the wrong type is a 400
 * naming the field, never a 500, and never stored coerced.
 */
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mock-server/db';
import { servedHandlers } from '../../../mock-server/handlers';
import { dataSnapshot } from '../helpers';
import { post, tokenOf } from './helpers';

const submits = servedHandlers.flatMap((handler) =>
  handler instanceof HttpHandler && handler.info.method === 'POST' && typeof handler.info.path === 'string' && handler.info.path.endsWith('/submit')
    ? [handler.info.path.slice('*/api'.length)]
    : []);

describe('submitted values of the wrong type', () => {
  it('are refused with a 400 on every submit endpoint, changing nothing', async () => {
    const admin = await tokenOf('000000');
    const bodies = ['{"id":{"toString":1}}', '{"id":{"valueOf":1,"toString":1}}', '{"id":["1",{"toString":1}]}', '{"id":true}', '{"id":1e308}', '{"parentId":{"toString":1}}'];
    const before = dataSnapshot();
    for (const path of [...new Set(submits)]) {
      for (const body of bodies) {
        const answer = await post(admin, path, body);
        expect(answer.status, `${path} ${body}: ${answer.body.msg}`).toBe(400);
      }
    }
    expect(dataSnapshot()).toBe(before);
  });

  it.each([
    ['category', 1e308, '请求参数类型错误: category'],
    ['category', 1.5, '请求参数类型错误: category'],
    ['category', true, '请求参数类型错误: category'],
    ['content', true, '请求参数类型错误: content'],
    ['title', 12, '请求参数类型错误: title'],
    ['title', ['a', 'b'], '请求参数类型错误: title'],
    ['releaseTime', { toString: 1 }, '请求参数类型错误: releaseTime'],
  ])('%s = %j is refused with %s', async (name, value, msg) => {
    const admin = await tokenOf('100001');
    const notice = { title: '校园读书节', category: 1, releaseTime: '2026-11-01 09:00:00', content: '<p>欢迎参加</p>', [name]: value };
    const before = db.rows('notice').length;
    expect((await post(admin, '/blade-desk/notice/submit', notice)).body).toMatchObject({ code: 400, msg });
    expect(db.rows('notice')).toHaveLength(before);
  });
});

import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { authGet, bodyOf, login } from './helpers';

const post = (path: string, token: string, body: string) =>
  fetch(path, { method: 'POST', headers: { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' }, body });

describe('local error upload', () => {
  it('stores the uploaded errors in the uploader\'s tenant', async () => {
    const { access_token } = await login('100001', 'admin');
    const entries = [{ type: 'error', url: '/wel/index', message: 'boom', stack: 'at x', info: '', time: '2026-11-21 10:00:00' }];
    const response = await post('/api/blade-log/error/upload-local', access_token, JSON.stringify(entries));
    expect(await bodyOf(response)).toMatchObject({ code: 200, success: true });
    expect(db.rows('log_error').filter((row) => row.message === 'boom')).toEqual([expect.objectContaining({ tenantId: '100001', requestUri: '/wel/index', createBy: 'admin' })]);
  });

  it('lists the uploaded errors newest first, a school its own, the platform administrator every tenant\'s', async () => {
    const school = await login('100001', 'admin');
    const other = await login('100002', 'admin');
    const platform = await login('000000', 'admin');
    type Page = { data: { records: { id: string; message: string }[]; total: number } };
    const total = async (token: string) => (await bodyOf<Page>(await authGet('/api/blade-log/error/list', token))).data.total;
    const [schoolBefore, otherBefore, platformBefore] = [await total(school.access_token), await total(other.access_token), await total(platform.access_token)];
    const upload = (message: string, time: string) =>
      post('/api/blade-log/error/upload-local', school.access_token, JSON.stringify([{ type: 'error', url: '/', message, stack: '', info: '', time }]));
    await upload('older', '2026-11-21 10:00:00');
    await upload('newer', '2099-11-21 11:00:00');
    const listed = await bodyOf<Page>(await authGet('/api/blade-log/error/list?current=1&size=1', school.access_token));
    expect(listed.data.total).toBe(schoolBefore + 2);
    expect(listed.data.records.map((r) => r.message)).toEqual(['newer']);
    const detail = await bodyOf<{ data: { message: string } }>(await authGet(`/api/blade-log/error/detail?id=${listed.data.records[0].id}`, school.access_token));
    expect(detail.data.message).toBe('newer');
    expect(await total(other.access_token)).toBe(otherBefore);
    expect((await authGet(`/api/blade-log/error/detail?id=${listed.data.records[0].id}`, other.access_token)).status).toBe(400);
    expect(await total(platform.access_token)).toBe(platformBefore + 2);
  });

  it('refuses a body that is not a list of errors, and a missing token', async () => {
    const { access_token } = await login('000000', 'admin');
    expect((await post('/api/blade-log/error/upload-local', access_token, '{"message":1}')).status).toBe(400);
    expect((await post('/api/blade-log/error/upload-local', access_token, 'not json')).status).toBe(400);
    expect((await fetch('/api/blade-log/error/upload-local', { method: 'POST', body: '[]' })).status).toBe(401);
  });
});

describe('dept and role pickers', () => {
  it('list the depts and roles a user holds, in the token\'s tenant only', async () => {
    const { access_token, user_id, dept_id, role_id } = await login('100001', 'teacher');
    const depts = await bodyOf<{ data: { id: string; tenantId: string }[] }>(await authGet(`/api/blade-system/dept/select?userId=${user_id}`, access_token));
    expect(depts.data.map((d) => d.id)).toEqual(dept_id.split(','));
    const roles = await bodyOf<{ data: { id: string; roleAlias: string }[] }>(await authGet(`/api/blade-system/role/select?userId=${user_id}`, access_token));
    expect(roles.data.map((r) => r.id)).toEqual(role_id.split(','));
    expect(roles.data[0].roleAlias).toBe('teacher');
    const all = await bodyOf<{ data: { tenantId: string }[] }>(await authGet('/api/blade-system/role/select', access_token));
    expect(all.data.every((r) => r.tenantId === '100001')).toBe(true);
  });
});

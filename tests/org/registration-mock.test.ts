/** Registrations from social login against the Node mock: pending, approved by a grant, refused by a delete. */
import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { page, post, tokenOf } from '../mock-server/crud/helpers';
import { bodyOf, login, passwordRequest, tokenRequest, SABER_BASIC } from '../mock-server/helpers';

const TEACHER_ROLE = '1123598816738675207';

/** A guest of 100001 (third-party account `code`) files a registration through `prefix`. */
async function register(account: string, prefix: string, code = account): Promise<void> {
  const guest = await bodyOf<{ access_token: string; oauth_id: string }>(
    await tokenRequest({ tenantId: '100001', source: 'github', code: `code-${code}`, state: '100001', grant_type: 'social' }, { Authorization: SABER_BASIC, 'Tenant-Id': '100001' }),
  );
  const query = new URLSearchParams({ tenantId: '100001', name: '访客', account, password: await md5('Guest-1'), oauthId: guest.oauth_id });
  const answer = await fetch(`/api${prefix}/register-guest?${query}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${guest.access_token}` } });
  expect((await answer.json()).success).toBe(true);
}

describe('registrations', () => {
  it.each(['/blade-system/user', '/blade-user'])('are pending once filed under %s, and log in once granted roles', async (prefix) => {
    await register('visitor', prefix);
    const token = await tokenOf('100001');
    const pending = (await page(token, '/blade-system/user/page?roleId=-1')).records;
    expect(pending.map((u) => u.account)).toEqual(['visitor']);
    expect((await bodyOf<{ error_description?: string }>(await passwordRequest('100001', 'visitor', 'Guest-1'))).error_description).toBe('未获得用户的角色信息');
    expect((await post(token, `/blade-system/user/grant?userIds=${pending[0].id}&roleIds=${TEACHER_ROLE}`)).body.success).toBe(true);
    expect((await login('100001', 'visitor', 'Guest-1')).role_name).toBe('teacher');
    expect((await page(token, '/blade-system/user/page?roleId=-1')).total).toBe(0);
  });

  it('are refused by deleting them, freeing the third-party account to apply again', async () => {
    await register('stranger', '/blade-system/user');
    const token = await tokenOf('100001');
    const [pending] = (await page(token, '/blade-system/user/page?roleId=-1')).records;
    expect((await post(token, `/blade-system/user/remove?ids=${pending.id}`)).body.success).toBe(true);
    expect((await bodyOf<{ error_description?: string }>(await passwordRequest('100001', 'stranger', 'Guest-1'))).error_description).toBeDefined();
    await register('stranger2', '/blade-system/user', 'stranger');
  });
});

/** A user's tokens stop working once their password is reset or changed, they are locked out, or deleted. */
import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, post, tokenOf } from './crud/helpers';
import { login, passwordRequest } from './helpers';

const USER_INFO = '/blade-auth/oauth/user-info';
const teacherId = () => db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'teacher')!.id;

const cases: [what: string, act: (teacherToken: string) => Promise<void>][] = [
  ['an administrator resets the password', async () => {
    expect((await post(await tokenOf('100001'), `/blade-system/user/reset-password?userIds=${teacherId()}`)).body.success).toBe(true);
  }],
  ['the user changes it in another session', async () => {
    const other = (await login('100001', 'teacher')).access_token;
    const [oldPassword, newPassword] = [await md5('teacher'), await md5('teacher-2026')];
    const answer = await post(other, `/blade-system/user/update-password?oldPassword=${oldPassword}&newPassword=${newPassword}&newPassword1=${newPassword}`);
    expect(answer.body.success).toBe(true);
    // The session that changed it proved the old password just now and goes on.
    expect((await get(other, USER_INFO)).status).toBe(200);
  }],
  ['the account is locked by wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await passwordRequest('100001', 'teacher', 'wrong');
  }],
  ['the user is deleted', async () => {
    expect((await post(await tokenOf('100001'), `/blade-system/user/remove?ids=${teacherId()}`)).body.success).toBe(true);
  }],
];

describe('tokens of a user', () => {
  it.each(cases)('stop working when %s', async (_, act) => {
    const { access_token, refresh_token } = await login('100001', 'teacher');
    expect((await get(access_token, USER_INFO)).status).toBe(200);
    await act(access_token);
    expect((await get(access_token, USER_INFO)).status).toBe(401);
    const refreshed = await fetch(`/api/blade-auth/oauth/token?${new URLSearchParams({ grant_type: 'refresh_token', refresh_token, scope: 'all', tenantId: '100001' })}`, {
      method: 'POST', headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Tenant-Id': '100001' },
    });
    expect(refreshed.status).not.toBe(200);
  });
});

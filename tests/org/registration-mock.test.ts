/**
 * 注册审核 against the Node mock: applications filed by social-login guests wait on audit-list;
 * 通过 gives roles and a department (read back, and the applicant logs in); 拒绝 keeps a reason
 * the applicant reads at their next login; each call needs its grant.
 */
import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { get, page, post, tokenOf } from '../mock-server/crud/helpers';
import { bodyOf, login, passwordRequest, tokenRequest, SABER_BASIC } from '../mock-server/helpers';
import { db } from '../../mock-server/db';

const TEACHER_ROLE = '1123598816738675207';
const MATHS_DEPT = '1123598813738675211';
const OTHER_SCHOOL_DEPT = '1123598813738675207';

const socialLogin = (code: string) =>
  tokenRequest({ tenantId: '100001', source: 'github', code: `code-${code}`, state: '100001', grant_type: 'social' }, { Authorization: SABER_BASIC, 'Tenant-Id': '100001' });

/** A guest of 100001 (third-party account `code`) files a registration through `prefix`. */
async function register(account: string, prefix = '/blade-system/user', code = account): Promise<void> {
  const guest = await bodyOf<{ access_token: string; oauth_id: string }>(await socialLogin(code));
  const query = new URLSearchParams({ tenantId: '100001', name: '访客', account, password: await md5('Guest-1'), oauthId: guest.oauth_id });
  const answer = await fetch(`/api${prefix}/register-guest?${query}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${guest.access_token}` } });
  expect((await answer.json()).success).toBe(true);
}

const refusalOf = async (response: Response) => (await bodyOf<{ error_description?: string }>(response)).error_description;

describe('registrations', () => {
  it('are offered as people to choose (approvers) only once approved', async () => {
    const token = await tokenOf('100001');
    const accounts = async (path: string) => (await get<{ account: string }[]>(token, path)).body.data.map((u) => u.account);
    const waiting = ['chenxi', 'wangfang'];
    expect((await accounts('/blade-system/user/user-list')).filter((a) => waiting.includes(a))).toEqual([]);
    expect(await accounts('/blade-system/user/user-list')).toContain('teacher');
    const [wang] = (await page(token, '/blade-system/user/audit-list?account=wangfang')).records;
    expect((await post(token, `/blade-system/user/audit-pass?userIds=${wang.id}&roleIds=${TEACHER_ROLE}&deptId=${MATHS_DEPT}`)).body.success).toBe(true);
    expect((await page(token, '/blade-system/user/page?account=wangfang')).total).toBe(1);
    expect(await accounts('/blade-system/user/user-list')).toContain('wangfang');
  });

  it('hold back at sign-in whoever audit-list shows as waiting, spaces between role ids aside', async () => {
    const token = await tokenOf('100001');
    db.update('user', db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'teacher')!, { roleId: `${TEACHER_ROLE}, -1` });
    expect((await page(token, '/blade-system/user/audit-list?account=teacher')).total).toBe(1);
    expect(await refusalOf(await passwordRequest('100001', 'teacher', 'teacher'))).toMatch(/^注册申请正在审核中/);
  });

  it.each(['/blade-system/user', '/blade-user'])('wait on audit-list once filed under %s; approved, log in with their roles and department', async (prefix) => {
    await register('visitor', prefix);
    const token = await tokenOf('100001');
    const waiting = await page(token, '/blade-system/user/audit-list?account=visitor');
    // The newest first: the seeded applications of the school come after it.
    expect((await page(token, '/blade-system/user/audit-list')).records.map((u) => u.account)).toEqual(['visitor', 'wangfang', 'chenxi']);
    expect(await refusalOf(await passwordRequest('100001', 'visitor', 'Guest-1'))).toMatch(/^注册申请正在审核中/);
    const id = waiting.records[0].id;
    expect((await post(token, `/blade-system/user/audit-pass?userIds=${id}&roleIds=${TEACHER_ROLE}&deptId=${OTHER_SCHOOL_DEPT}`)).body.msg).toBe('部门不存在或不属于该用户的租户');
    expect((await post(token, `/blade-system/user/audit-pass?userIds=${id}&roleIds=${TEACHER_ROLE}&deptId=${MATHS_DEPT}`)).body.success).toBe(true);
    expect((await get<Record<string, string>>(token, `/blade-system/user/detail?id=${id}`)).body.data).toMatchObject({ roleId: TEACHER_ROLE, deptId: MATHS_DEPT, postId: '' });
    expect((await login('100001', 'visitor', 'Guest-1')).role_name).toBe('teacher');
    expect((await page(token, '/blade-system/user/audit-list?account=visitor')).total).toBe(0);
    expect((await post(token, `/blade-system/user/audit-refuse?userIds=${id}&reason=x`)).body.msg).toBe('该注册申请已审核');
  });

  it('refused, tell the applicant why at their next login, by password and once by the third-party account, which may apply again', async () => {
    await register('stranger');
    const token = await tokenOf('100001');
    const [waiting] = (await page(token, '/blade-system/user/audit-list?account=stranger')).records;
    expect((await post(token, `/blade-system/user/audit-refuse?userIds=${waiting.id}&reason=${encodeURIComponent('请使用学校分配的账号')}`)).body.success).toBe(true);
    expect((await page(token, '/blade-system/user/audit-list?account=stranger')).total).toBe(0);
    const said = '注册申请未通过，原因：请使用学校分配的账号';
    expect(await refusalOf(await passwordRequest('100001', 'stranger', 'Guest-1'))).toBe(said);
    expect(await refusalOf(await passwordRequest('100001', 'stranger', 'wrong'))).toBe('用户名或密码错误');
    expect(await refusalOf(await socialLogin('stranger'))).toBe(said);
    await register('stranger2', '/blade-system/user', 'stranger');
  });

  it.each([
    ['a teacher', '100001', 'teacher', 'audit-list', 403],
    ['another school', '100002', 'admin', 'audit-pass?roleIds=1&deptId=1&userIds=', 400],
    ['the platform administrator', '000000', 'admin', 'audit-list', 200],
  ])('answer %s as granted', async (_who, tenantId, account, call, expected) => {
    await register('applicant');
    const [waiting] = (await page(await tokenOf('100001'), '/blade-system/user/audit-list?account=applicant')).records;
    const token = await tokenOf(tenantId, account);
    const answer = call.startsWith('audit-list') ? await get(token, `/blade-system/user/${call}`) : await post(token, `/blade-system/user/${call}${waiting.id}`);
    expect(answer.body.code).toBe(expected);
  });
});

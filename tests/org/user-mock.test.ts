/** The user calls against the Node mock: lists by department, accounts, grants, resets, unlocks, platforms and the caller's own profile. */
import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { get, page, post, tokenOf } from '../mock-server/crud/helpers';
import { bodyOf, login, passwordRequest } from '../mock-server/helpers';

const GRADE_ONE = '1123598813738675215';
const JIAOWU = '1123598813738675204';
const TEACHER_ROLE = '1123598816738675207';
const ADMIN_ROLE = '1123598816738675206';
const TEACHER_POST = '1123598817738675212';
const CHENGUANG_ROLE = '1123598816738675209';

const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account, userType: 1, password: 'Secret-1', password2: 'Secret-1', name: '新同事', realName: '陈新', phone: '13900001234',
  roleId: TEACHER_ROLE, deptId: GRADE_ONE, postId: TEACHER_POST, ...extra,
});

async function findUser(token: string, account: string) {
  return (await page(token, `/blade-system/user/page?account=${account}`)).records.find((u) => u.account === account)!;
}

describe('user lists', () => {
  it.each([
    // The school's two applications waiting for review are on 注册审核, not here.
    ['', ['admin', 'teacher', 'zhoujw', 'liuyan']],
    [GRADE_ONE, ['liuyan']],
    [JIAOWU, ['teacher', 'zhoujw']],
  ])('deptId=%s lists the department and every one under it', async (deptId, accounts) => {
    const token = await tokenOf('100001');
    const listed = await page(token, `/blade-system/user/page?current=1&size=50&deptId=${deptId}`);
    expect(listed.records.map((u) => u.account).sort()).toEqual([...accounts].sort());
    expect(listed.records.every((u) => u.tenantId === '100001' && !('password' in u))).toBe(true);
  });

  it('answers the same under /blade-user, with the names of roles, departments and posts', async () => {
    const token = await tokenOf('100001');
    const listed = await page(token, `/blade-user/page?deptId=${GRADE_ONE}`);
    expect(listed.records[0]).toMatchObject({ account: 'liuyan', roleName: '教师', deptName: '一年级(1)班', postName: '语文教师', tenantName: '星河实验小学', userTypeName: 'WEB' });
    const all = (await get<Record<string, unknown>[]>(token, '/blade-user/user-list')).body.data;
    expect(all.map((u) => u.account)).toContain('zhoujw');
    expect(all.every((u) => u.tenantId === '100001')).toBe(true);
  });
});

describe('accounts', () => {
  it('creates a user who logs in with the typed password, once per account in a tenant', async () => {
    const token = await tokenOf('100001');
    expect((await post(token, '/blade-system/user/submit', newUser('chenxin'))).body.success).toBe(true);
    await login('100001', 'chenxin', 'Secret-1');
    expect((await post(token, '/blade-system/user/submit', newUser('chenxin'))).body.msg).toBe('当前用户 [chenxin] 已存在!');
    // Another school may have its own chenxin.
    const other = await tokenOf('100002');
    expect((await post(other, '/blade-system/user/submit', newUser('chenxin', { roleId: CHENGUANG_ROLE, deptId: '1123598813738675206', postId: '1123598817738675216' }))).body.success).toBe(true);
  });

  it.each([
    ['', '手机号码不能为空'],
    ['1390000', '手机号码长度不为11位'],
    ['2390000123x', '手机号码格式不正确'],
  ])('refuses the phone %j with %s', async (phone, message) => {
    const token = await tokenOf('100001');
    expect((await post(token, '/blade-system/user/submit', newUser('phonecheck', { phone }))).body.msg).toBe(message);
  });

  it('refuses a confirmation that differs, and leaves passwords alone on update', async () => {
    const token = await tokenOf('100001');
    expect((await post(token, '/blade-system/user/submit', newUser('mismatch', { password2: 'other' }))).body.msg).toBe('两次密码输入不一致');
    const teacher = await findUser(token, 'teacher');
    const detail = (await get<Record<string, unknown>>(token, `/blade-system/user/detail?id=${teacher.id}`)).body.data;
    expect(detail).not.toHaveProperty('password');
    const updated = await post(token, '/blade-system/user/update', { ...detail, realName: '李老师', password: 'changed', password2: 'changed' });
    expect(updated.body.success).toBe(true);
    await login('100001', 'teacher', 'teacher');
  });

  it('deletes users but not oneself', async () => {
    const token = await tokenOf('100001');
    const admin = await findUser(token, 'admin');
    expect((await post(token, `/blade-system/user/remove?ids=${admin.id}`)).body.msg).toBe('不能删除当前登录用户');
    const liuyan = await findUser(token, 'liuyan');
    expect((await post(token, `/blade-system/user/remove?ids=${liuyan.id}`)).body.success).toBe(true);
    expect((await page(token, `/blade-system/user/page?deptId=${GRADE_ONE}`)).total).toBe(0);
  });
});

describe('actions', () => {
  it('grants roles of the user\'s own tenant only', async () => {
    const token = await tokenOf('100001');
    const teacher = await findUser(token, 'teacher');
    expect((await post(token, `/blade-system/user/grant?userIds=${teacher.id}&roleIds=${CHENGUANG_ROLE}`)).body.success).toBe(false);
    expect((await post(token, `/blade-system/user/grant?userIds=${teacher.id}&roleIds=${ADMIN_ROLE},${TEACHER_ROLE}`)).body.success).toBe(true);
    expect((await login('100001', 'teacher')).role_name).toBe('admin,teacher');
  });

  it('resets a password to the initial one, which then logs in', async () => {
    const token = await tokenOf('100001');
    const zhou = await findUser(token, 'zhoujw');
    expect((await post(token, `/blade-user/reset-password?userIds=${zhou.id}`)).body.success).toBe(true);
    await login('100001', 'zhoujw', '123456');
  });

  it('unlocks an account locked by wrong passwords', async () => {
    const token = await tokenOf('100001');
    for (let i = 0; i < 5; i++) await passwordRequest('100001', 'zhoujw', 'wrong');
    const locked = await bodyOf<{ error_description?: string }>(await passwordRequest('100001', 'zhoujw', 'zhoujw'));
    expect(locked.error_description).toBe('登录错误次数过多,请稍后再试');
    const zhou = await findUser(token, 'zhoujw');
    expect((await post(token, `/blade-system/user/unlock?userIds=${zhou.id}`)).body.success).toBe(true);
    await login('100001', 'zhoujw');
  });

  it('keeps platform settings per platform', async () => {
    const token = await tokenOf('100001');
    const zhou = await findUser(token, 'zhoujw');
    expect((await post(token, `/blade-system/user/update-platform?userId=${zhou.id}&userType=2&userExt=${encodeURIComponent('{"pad":true}')}`)).body.success).toBe(true);
    expect((await get<Record<string, unknown>>(token, `/blade-system/user/platform-detail?id=${zhou.id}&userType=2`)).body.data).toMatchObject({ userType: 2, userExt: '{"pad":true}' });
    expect((await get<Record<string, unknown>>(token, `/blade-system/user/platform-detail?id=${zhou.id}`)).body.data).toMatchObject({ userType: 1, userExt: '' });
    expect((await post(token, `/blade-system/user/update-platform?userId=${zhou.id}&userType=9`)).body.success).toBe(false);
  });

  it.each([
    ['grant', 'grant?userIds=1123598821738675209&roleIds=1123598816738675207'],
    ['reset', 'reset-password?userIds=1123598821738675209'],
    ['unlock', 'unlock?userIds=1123598821738675209'],
  ])('refuses %s to a teacher without the button', async (_what, call) => {
    const token = await tokenOf('100001', 'teacher');
    expect((await post(token, `/blade-system/user/${call}`)).status).toBe(403);
  });

  it('never reaches another school\'s users', async () => {
    const token = await tokenOf('100002');
    expect((await post(token, '/blade-system/user/reset-password?userIds=1123598821738675209')).body.msg).toBe('数据不存在或已被删除');
    expect((await get(token, '/blade-system/user/detail?id=1123598821738675209')).body.success).toBe(false);
  });
});

describe('own profile', () => {
  it('answers info, and changes the profile with the form\'s rules', async () => {
    const token = await tokenOf('100001', 'teacher');
    expect((await get<Record<string, unknown>>(token, '/blade-system/user/info')).body.data).toMatchObject({ account: 'teacher', realName: '李老师', deptName: '语文教研组' });
    expect((await post(token, '/blade-system/user/update-info', { phone: '123' })).body.msg).toBe('手机号码长度不为11位');
    expect((await post(token, '/blade-user/update-info', { realName: '李雪梅', phone: '13911112222', avatar: '/a.png' })).body.success).toBe(true);
    expect((await get<Record<string, unknown>>(token, '/blade-user/info')).body.data).toMatchObject({ realName: '李雪梅', phone: '13911112222', avatar: '/a.png' });
  });

  it('changes the password with the old one, and the new one logs in', async () => {
    const token = await tokenOf('100001', 'teacher');
    const query = async (old: string, next: string, again = next) => `oldPassword=${await md5(old)}&newPassword=${await md5(next)}&newPassword1=${await md5(again)}`;
    expect((await post(token, `/blade-system/user/update-password?${await query('wrong', 'New-pass1')}`)).body.msg).toBe('原密码不正确!');
    expect((await post(token, `/blade-system/user/update-password?${await query('teacher', 'New-pass1', 'other')}`)).body.msg).toBe('请输入正确的确认密码!');
    expect((await post(token, `/blade-system/user/update-password?${await query('teacher', 'New-pass1')}`)).body.success).toBe(true);
    await login('100001', 'teacher', 'New-pass1');
  });
});

describe('export', () => {
  it('answers the search as a spreadsheet', async () => {
    const token = await tokenOf('100001');
    const response = await fetch(`/api/blade-system/user/export-user?deptId=${GRADE_ONE}`, { headers: { 'Blade-Auth': `bearer ${token}` } });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});

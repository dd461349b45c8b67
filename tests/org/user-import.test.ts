/** user/import-user against the Node mock: a spreadsheet of users, named roles and departments, all or nothing, covering. */
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { xlsx } from '../../src/formats/xlsx';
import { readSheet } from '../../src/formats/xlsx-read';
import { page, tokenOf } from '../mock-server/crud/helpers';
import { login } from '../mock-server/helpers';

const HEADER = ['租户编号', '用户账号', '用户昵称', '用户姓名', '用户邮箱', '手机号码', '所属角色', '所属部门', '所属岗位', '用户生日'];
const row = (account: string, extra: Partial<Record<string, string>> = {}) => {
  const values = { tenantId: '', account, name: '新老师', realName: '吴新', email: '', phone: '13955550000', roleName: '教师', deptName: '二年级(1)班', postName: '语文教师', birthday: '', ...extra };
  return Object.values(values);
};

async function importSheet(token: string, rows: string[][], isCovered = 0) {
  const body = new FormData();
  body.append('file', new Blob([xlsx('用户', [HEADER, ...rows])]), 'users.xlsx');
  const response = await fetch(`/api/blade-system/user/import-user?isCovered=${isCovered}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${token}` }, body });
  return (await response.json()) as { success: boolean; msg: string };
}

describe('import-user', () => {
  it('adds the sheet\'s users in the caller\'s school, each logging in with the initial password', async () => {
    const token = await tokenOf('100001');
    expect(await importSheet(token, [row('wuxin'), row('wangpeng', { realName: '王鹏', roleName: '管理员,教师', deptName: '二年级(2)班' })])).toMatchObject({ success: true });
    const listed = await page(token, '/blade-system/user/page?deptId=1123598813738675218');
    expect(listed.records.map((u) => u.account).sort()).toEqual(['wangpeng', 'wuxin']);
    expect(listed.records.find((u) => u.account === 'wangpeng')).toMatchObject({ roleName: '管理员,教师', tenantId: '100001' });
    expect((await login('100001', 'wuxin', '123456')).role_name).toBe('teacher');
  });

  it.each([
    ['an unknown department', [row('a1', { deptName: '五年级组' })], '第 2 行: 部门不存在: 五年级组'],
    ['a bad phone', [row('a2'), row('a3', { phone: '123' })], '第 3 行: 手机号码长度不为11位'],
    ['an existing account', [row('teacher')], '第 2 行: 当前用户 [teacher] 已存在!'],
    ['another school\'s role', [row('a4', { roleName: '超级管理员' })], '第 2 行: 角色不存在: 超级管理员'],
    ['an account twice in the sheet itself', [row('a5'), row('a6'), row('a5', { realName: '又一个' })], '第 4 行: 当前用户 [a5] 重复'],
  ])('refuses a sheet with %s, storing none of it', async (_what, rows, message) => {
    const token = await tokenOf('100001');
    const before = (await page(token, '/blade-system/user/page?size=100')).total;
    expect(await importSheet(token, rows)).toMatchObject({ success: false, msg: message });
    expect((await page(token, '/blade-system/user/page?size=100')).total).toBe(before);
  });

  it('refuses a sheet of more new accounts than the school\'s quota has room for, storing none of it', async () => {
    const token = await tokenOf('100001');
    const before = (await page(token, '/blade-system/user/page?size=100')).total;
    db.table('tenant').find((t) => t.tenantId === '100001')!.accountNumber = db.table('user').filter((u) => u.tenantId === '100001' && u.isDeleted === 0).length + 1;
    expect(await importSheet(token, [row('a7'), row('a8')])).toMatchObject({ success: false, msg: '当前租户已到最大账号额度!' });
    expect((await page(token, '/blade-system/user/page?size=100')).total).toBe(before);
    expect(await importSheet(token, [row('a7')])).toMatchObject({ success: true });
  });

  it('updates existing accounts when asked to cover them', async () => {
    const token = await tokenOf('100001');
    expect(await importSheet(token, [row('teacher', { realName: '李雪', deptName: '一年级(2)班' })], 1)).toMatchObject({ success: true });
    const teacher = (await page(token, '/blade-system/user/page?account=teacher')).records[0];
    expect(teacher).toMatchObject({ realName: '李雪', deptName: '一年级(2)班' });
    await login('100001', 'teacher', 'teacher');
  });

  it('answers a template whose header is the import\'s', async () => {
    const token = await tokenOf('100001');
    const response = await fetch('/api/blade-user/export-template', { headers: { 'Blade-Auth': `bearer ${token}` } });
    expect((await readSheet(await response.blob()))[0]).toEqual(HEADER);
  });
});

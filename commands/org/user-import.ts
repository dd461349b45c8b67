/**
 * 导入: adds users from spreadsheet rows (BladeX user/import-user). The rows are pasted as a
 * spreadsheet copies them (cells split by tabs, or commas), the first row naming the columns as
 * the template does (用户导入模板: 用户账号, 用户姓名, 手机号码, 所属角色, 所属部门, …); the
 * console sends them as an .xlsx file. New accounts get the initial password; 数据覆盖 updates
 * accounts that exist.
 */
import { xlsx } from '../../src/formats/xlsx';
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import { rolesLeastFirst } from './privilege';
import { defineCommand } from '../../src/platform/define-command';
import { serverRows } from '../crud/readback';
import { ready } from '../crud/checks';
import { done, INITIAL_PASSWORD, logsIn, onUserScreen } from './user-shared';

/** Pasted cells as rows: a line per row, cells split by tabs (a spreadsheet's copy) or else commas. */
export function pastedRows(text: string): string[][] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const separator = lines.some((line) => line.includes('\t')) ? '\t' : ',';
  return lines.map((line) => line.split(separator).map((cell) => cell.trim()));
}

export const importUsers = defineCommand({
  id: 'org.user.import',
  title: { zh: '用户管理 · 导入', en: 'Users · import' },
  group: 'resource',
  keywords: ['import', 'excel', 'xlsx', 'spreadsheet', '导入', '表格', 'user'],
  changesData: true,
  at: user.menuPath,
  when: (ctx) => onUserScreen(ctx, 'user_add'),
  args: {
    sheet: {
      kind: 'text',
      multiline: true,
      label: { zh: '用户数据(从表格复制,首行为表头)', en: 'Users (copied from a spreadsheet, header first)' },
      placeholder: { zh: '用户账号\t用户姓名\t手机号码\t所属角色\t所属部门\t所属岗位', en: '用户账号\t用户姓名\t手机号码\t所属角色\t所属部门\t所属岗位' },
      validate: (text: string) => (pastedRows(text).length < 2 ? { zh: '请粘贴表头和至少一行数据', en: 'Paste the header and at least one row' } : undefined),
    },
    isCovered: {
      kind: 'choice',
      label: { zh: '数据覆盖', en: 'Update existing accounts' },
      options: () => [{ value: '0', label: '否' }, { value: '1', label: '是' }],
      initial: () => '0',
    },
  },
  run: async (_ctx, { sheet, isCovered }) => {
    await userApi.importUsers(new Blob([xlsx('用户', pastedRows(sheet))]), isCovered === '1');
    await done();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      await ready(user);
      const tenantId = h.context().user?.tenant_id ?? '';
      const [role] = await rolesLeastFirst();
      // A user with a department and a post names both; the first user listed may have neither
      // (one an earlier check made), and a row without them is refused.
      const placed = (await serverRows(user, { tenantId })).find((row) => row.deptName && row.postName);
      if (!role || !placed) h.skip({ zh: '本校没有角色, 或没有同时有部门和岗位的用户可供参照', en: 'the school has no role, or no user with a department and a post to copy them from' });
      const deptName = String(placed!.deptName).split(',')[0];
      const postName = String(placed!.postName).split(',')[0];
      const account = `import${Date.now().toString(36)}`;
      const sheet = `用户账号\t用户姓名\t用户昵称\t手机号码\t所属角色\t所属部门\t所属岗位\n${account}\t导入检查\t导入检查\t13800138000\t${role!.label}\t${deptName}\t${postName}`;
      await h.run({ sheet, isCovered: '0' });
      const [stored] = await serverRows(user, { account });
      h.expect(stored?.account === account, 'the imported user does not read back from the server');
      h.cleanup(() => userApi.remove([stored!.id]));
      h.expect(await logsIn(tenantId, account, INITIAL_PASSWORD), `the imported user does not log in with ${INITIAL_PASSWORD}`);
    },
  },
});

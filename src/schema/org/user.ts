/**
 * 用户管理: each school's staff accounts, shown beside the department tree (src/features/org/
 * UserPane.tsx), which narrows the list to a department and those under it (`deptId`). The form
 * has BladeX's three sections; the password and its confirmation are asked only when adding
 * (the server stores them as it stores every password). Roles, departments and posts are
 * chosen several at a time and travel comma-joined. Granting roles, resetting a password,
 * unlocking, the platform settings and the import are the screen's own commands (commands/org/).
 */
import { defineResource, type FieldDef } from '../types';
import { deptTree, roleTree } from './trees';

const basic = { zh: '基础信息', en: 'Account' };
const detail = { zh: '详细信息', en: 'Details' };
const duties = { zh: '职责信息', en: 'Duties' };

/** Only a new account has its password typed here; afterwards it is reset or changed. */
const adding = (record: Record<string, unknown>) => record.id === undefined || record.id === null || record.id === '';

const PHONE_LENGTH = 11;

/** The spec's phone rules, in its order: empty, then length, then format. */
const phone = {
  name: 'phone',
  label: { zh: '手机号码', en: 'Mobile' },
  kind: 'input',
  group: detail,
  required: { zh: '手机号码不能为空', en: 'Enter the mobile number' },
  sample: '13800138000',
  rules: [
    { message: { zh: '手机号码长度不为11位', en: 'A mobile number has 11 digits' }, test: (value) => String(value).trim().length === PHONE_LENGTH },
    { message: { zh: '手机号码格式不正确', en: 'This is not a mobile number' }, test: (value) => /^1[3-9]\d{9}$/.test(String(value).trim()) },
  ],
} as const satisfies FieldDef;

export const user = defineResource({
  name: 'user',
  title: { zh: '用户管理', en: 'Users' },
  menuPath: '/system/user',
  menuCode: 'user',
  api: {
    prefix: '/blade-system/user', list: 'page', detail: true, submit: true, remove: true, export: '/blade-system/user/export-user',
    aliases: { prefixes: ['/blade-user'], list: 'list', submit: 'update' },
  },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'realName',
  key: ['account'],
  actions: [
    { command: 'org.user.grant', label: { zh: '角色配置', en: 'Roles' }, permission: 'user_role', rows: 'some' },
    { command: 'org.user.resetPassword', label: { zh: '密码重置', en: 'Reset password' }, permission: 'user_reset', rows: 'some' },
    { command: 'org.user.unlock', label: { zh: '账号解封', en: 'Unlock' }, permission: 'user_unlock', rows: 'some' },
    { command: 'org.user.platform', label: { zh: '平台配置', en: 'Platform' }, permission: 'user_edit', rows: 'one' },
    { command: 'org.user.importFile', label: { zh: '导入', en: 'Import' }, permission: 'user_add' },
    { command: 'org.user.template', label: { zh: '模板下载', en: 'Template' }, permission: 'user_add' },
  ],
  fields: [
    { name: 'account', label: { zh: '登录账号', en: 'Account' }, kind: 'input', group: basic, search: true, required: { zh: '请输入登录账号', en: 'Enter the account' } },
    {
      name: 'userType',
      label: { zh: '用户平台', en: 'Platform' },
      kind: 'select',
      group: basic,
      options: { dict: 'user_type' },
      search: true,
      column: false,
      defaultValue: '1',
      required: { zh: '请选择用户平台', en: 'Choose the platform' },
    },
    {
      name: 'password', label: { zh: '密码', en: 'Password' }, kind: 'password', group: basic, column: false, shownWhen: adding, sample: 'Check-123',
      required: { zh: '请输入密码', en: 'Enter the password' },
    },
    {
      name: 'password2', label: { zh: '确认密码', en: 'Confirm password' }, kind: 'password', group: basic, column: false, shownWhen: adding, sample: 'Check-123',
      required: { zh: '请输入确认密码', en: 'Enter the password again' },
      // A prompt checks this field alone (no password beside it); the form and the server compare.
      rules: [{ message: { zh: '两次密码输入不一致', en: 'The passwords differ' }, test: (value, record) => !('password' in record) || value === record.password }],
    },
    { name: 'name', label: { zh: '用户昵称', en: 'Nickname' }, kind: 'input', group: detail, column: false, required: { zh: '请输入用户昵称', en: 'Enter the nickname' } },
    {
      name: 'realName',
      label: { zh: '用户姓名', en: 'Name' },
      kind: 'input',
      group: detail,
      search: true,
      sample: '检查用户',
      required: { zh: '请输入用户姓名', en: 'Enter the name' },
      rules: [{ message: { zh: '姓名长度在2到5个字符', en: 'A name has 2 to 5 characters' }, test: (value) => [...String(value).trim()].length >= 2 && [...String(value).trim()].length <= 5 }],
    },
    phone,
    { name: 'email', label: { zh: '电子邮箱', en: 'Email' }, kind: 'input', group: detail, column: false },
    {
      name: 'sex',
      label: { zh: '用户性别', en: 'Sex' },
      kind: 'select',
      group: detail,
      column: false,
      options: { static: [{ value: '1', label: { zh: '男', en: 'Male' } }, { value: '2', label: { zh: '女', en: 'Female' } }, { value: '3', label: { zh: '未知', en: 'Unknown' } }] },
    },
    { name: 'birthday', label: { zh: '用户生日', en: 'Birthday' }, kind: 'date', group: detail, column: false },
    { name: 'code', label: { zh: '用户编号', en: 'Staff number' }, kind: 'input', group: duties, column: false },
    {
      name: 'roleId',
      label: { zh: '所属角色', en: 'Roles' },
      kind: 'treeSelect',
      multiple: true,
      group: duties,
      column: false,
      options: roleTree,
      grants: 'roles',
      required: { zh: '请选择所属角色', en: 'Choose the roles' },
    },
    {
      name: 'deptId',
      label: { zh: '所属部门', en: 'Departments' },
      kind: 'treeSelect',
      multiple: true,
      group: duties,
      search: true,
      column: false,
      options: deptTree,
      required: { zh: '请选择所属部门', en: 'Choose the departments' },
    },
    {
      name: 'postId',
      label: { zh: '所属岗位', en: 'Posts' },
      kind: 'treeSelect',
      multiple: true,
      group: duties,
      column: false,
      options: { url: '/blade-system/post/select', label: 'postName', value: 'id' },
      required: { zh: '请选择所属岗位', en: 'Choose the posts' },
    },
    // The names the server joins in (UserVO), so every school's rows read by name, the platform administrator's too.
    { name: 'roleName', label: { zh: '所属角色', en: 'Roles' }, kind: 'input', form: false, view: false, sortable: false },
    { name: 'deptName', label: { zh: '所属部门', en: 'Departments' }, kind: 'input', form: false, view: false, sortable: false },
  ],
});

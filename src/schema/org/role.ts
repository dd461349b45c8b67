/**
 * 角色管理: each school's roles as a tree table that expands level by level (`lazy-list?parentId=`,
 * as 机构管理), its top level a page at a time (`lazy-page`). BladeX has neither call (the mock
 * adds them): where a gateway answers them with 404, the screen reads role/list, the whole tree,
 * once per load, as src/api/resource.ts says.
 * 权限设置 opens the grant of menus, buttons, data scopes and API scopes to the selected role
 * (org.role.grant).
 */
import { defineResource } from '../types';
import { roleTree } from './trees';

export const role = defineResource({
  name: 'role',
  title: { zh: '角色管理', en: 'Roles' },
  menuPath: '/authority/role',
  menuCode: 'role',
  api: { prefix: '/blade-system/role', list: 'tree', lazy: true, lazyPage: true, detail: true, submit: true, remove: true, select: true },
  scope: 'tenant',
  created: false,
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'roleName',
  key: ['roleAlias'],
  actions: [{ command: 'org.role.grant', label: { zh: '权限设置', en: 'Permissions' }, permission: 'role_edit', rows: 'one' }],
  fields: [
    { name: 'roleName', label: { zh: '角色名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入角色名称', en: 'Enter the role name' } },
    { name: 'roleAlias', label: { zh: '角色别名', en: 'Alias' }, kind: 'input', search: true, required: { zh: '请输入角色别名', en: 'Enter the role alias' } },
    {
      name: 'parentId',
      label: { zh: '上级角色', en: 'Parent role' },
      kind: 'treeSelect',
      options: { ...roleTree, root: true },
      column: false,
      filter: 'exact',
    },
    { name: 'sort', label: { zh: '角色排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入角色排序', en: 'Enter the sort order' } },
  ],
});

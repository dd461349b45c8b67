/**
 * The trees forms choose from (a user's departments and roles, a department's, role's or menu's
 * parent, a package's menus), each opened a level at a time and searched on the server
 * (OptionSource TreeSource, src/engine/tree-options.ts):
 *
 * | tree        | a level                               | a search                     | names of ids                |
 * |-------------|---------------------------------------|------------------------------|-----------------------------|
 * | departments | dept/lazy-tree?parentId=&tenantId=    | dept/lazy-list?deptName=     | dept/select?deptId=a,b      |
 * | roles       | role/lazy-tree?parentId=&tenantId= *  | role/list?roleName=          | role/select?roleId=a,b      |
 * | menus       | menu/lazy-menu-list?parentId=         | menu/lazy-menu-list?name=    | menu/list?id=a,b            |
 *
 * * BladeX has no lazy role tree: the mock adds one in BladeX's TreeNode shape, and on a gateway
 * without it (a 404) the console reads `role/tree` whole (a school's roles are a handful).
 *
 * `whole` (dept/tree, role/tree, menu/tree) is read only for that. An import finds the nodes its
 * cells name through the search (src/engine/bulk/named.ts).
 */
import type { TreeSource } from '../types';

export const deptTree = {
  levels: '/blade-system/dept/lazy-tree',
  whole: '/blade-system/dept/tree',
  label: 'title',
  value: 'id',
  search: { records: '/blade-system/dept/lazy-list', label: 'deptName', value: 'id' },
  names: { records: '/blade-system/dept/select', label: 'deptName', value: 'id', by: 'deptId' },
} as const satisfies TreeSource;

export const roleTree = {
  levels: '/blade-system/role/lazy-tree',
  whole: '/blade-system/role/tree',
  label: 'title',
  value: 'id',
  search: { records: '/blade-system/role/list', label: 'roleName', value: 'id' },
  names: { records: '/blade-system/role/select', label: 'roleName', value: 'id', by: 'roleId' },
} as const satisfies TreeSource;

export const menuTree = {
  levels: '/blade-system/menu/lazy-menu-list',
  whole: '/blade-system/menu/tree',
  label: 'name',
  value: 'id',
  search: { records: '/blade-system/menu/lazy-menu-list', label: 'name', value: 'id' },
  names: { records: '/blade-system/menu/list', label: 'name', value: 'id' },
} as const satisfies TreeSource;

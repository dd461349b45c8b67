/**
 * 接口权限: the API paths of a menu a role may call once granted them (a trailing `/**` takes every
 * path under it), listed beside the menu tree. A role granted any API scope may call only those.
 */
import { defineResource } from '../types';
import { scopeMenuField } from './scope-menu-field';

export const apiScope = defineResource({
  name: 'api_scope',
  title: { zh: '接口权限', en: 'API scopes' },
  menuPath: '/authority/apiscope',
  menuCode: 'api_scope',
  api: { prefix: '/blade-system/api-scope', list: 'list', detail: true, submit: true, remove: true },
  scope: 'platform',
  master: { resource: 'api_scope_menu', field: 'menuId' },
  buttons: { add: true, edit: true, delete: true, view: true },
  permissions: { add: 'api_scope_setting', edit: 'api_scope_setting', delete: 'api_scope_setting', view: 'api_scope_setting' },
  titleField: 'scopeName',
  fields: [
    { name: 'scopeName', label: { zh: '权限名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入权限名称', en: 'Enter the scope name' } },
    { name: 'resourceCode', label: { zh: '权限编号', en: 'Code' }, kind: 'input', search: true, filter: 'exact', required: { zh: '请输入权限编号', en: 'Enter the scope code' } },
    {
      name: 'scopePath',
      label: { zh: '权限路径', en: 'Path' },
      kind: 'input',
      required: { zh: '请输入权限路径', en: 'Enter the path' },
      sample: '/blade-desk/notice/list',
      rules: [{ message: { zh: '权限路径须以 / 开头', en: 'The path starts with /' }, test: (value) => String(value ?? '').startsWith('/') }],
    },
    {
      name: 'scopeType',
      label: { zh: '接口类型', en: 'Type' },
      kind: 'select',
      options: { dict: 'api_scope_type' },
      required: { zh: '请选择接口类型', en: 'Choose the type' },
    },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input', column: false },
    scopeMenuField,
  ],
});

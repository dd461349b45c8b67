/**
 * 数据权限: the rules that narrow a menu's list for the roles granted them (本人可见: the rows the
 * user created; 所在机构可见: the rows of the user's department…), listed beside the menu tree.
 * Scopes are the platform's, like the menus they belong to; schools grant them to their roles.
 */
import { defineResource } from '../types';
import { scopeMenuField } from './scope-menu-field';

export const dataScope = defineResource({
  name: 'data_scope',
  title: { zh: '数据权限', en: 'Data scopes' },
  menuPath: '/authority/datascope',
  menuCode: 'data_scope',
  api: { prefix: '/blade-system/data-scope', list: 'list', detail: true, submit: true, remove: true },
  scope: 'platform',
  master: { resource: 'data_scope_menu', field: 'menuId' },
  buttons: { add: true, edit: true, delete: true, view: true },
  permissions: { add: 'data_scope_setting', edit: 'data_scope_setting', delete: 'data_scope_setting', view: 'data_scope_setting' },
  titleField: 'scopeName',
  fields: [
    { name: 'scopeName', label: { zh: '权限名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入权限名称', en: 'Enter the scope name' } },
    { name: 'resourceCode', label: { zh: '权限编号', en: 'Code' }, kind: 'input', search: true, filter: 'exact', required: { zh: '请输入权限编号', en: 'Enter the scope code' } },
    { name: 'scopeColumn', label: { zh: '权限字段', en: 'Column' }, kind: 'input', required: { zh: '请输入权限字段', en: 'Enter the column' } },
    {
      name: 'scopeType',
      label: { zh: '规则类型', en: 'Rule' },
      kind: 'select',
      options: { dict: 'data_scope_type' },
      required: { zh: '请选择规则类型', en: 'Choose the rule' },
    },
    { name: 'scopeField', label: { zh: '可见字段', en: 'Visible fields' }, kind: 'input', defaultValue: '*', column: false, required: { zh: '请输入可见字段', en: 'Enter the visible fields' } },
    { name: 'scopeClass', label: { zh: '权限类名', en: 'Mapper method' }, kind: 'input', column: false, required: { zh: '请输入权限类名', en: 'Enter the mapper method' } },
    { name: 'scopeValue', label: { zh: '规则值', en: 'Rule value' }, kind: 'textarea', column: false },
    { name: 'remark', label: { zh: '备注', en: 'Remark' }, kind: 'input', column: false },
    scopeMenuField,
  ],
});

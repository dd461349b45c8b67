/**
 * 顶部菜单: each school's top menus, the groups the header switches between. 菜单配置 grants a top
 * menu the menus it shows (org.topmenu.grant); the header then lists only those.
 */
import { defineResource } from '../types';

export const topMenu = defineResource({
  name: 'top_menu',
  title: { zh: '顶部菜单', en: 'Top menus' },
  menuPath: '/system/topmenu',
  menuCode: 'topmenu',
  api: { prefix: '/blade-system/topmenu', list: 'list', detail: true, submit: true, remove: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'name',
  key: ['code'],
  actions: [{ command: 'org.topmenu.grant', label: { zh: '菜单配置', en: 'Menus' }, permission: 'topmenu_setting', rows: 'one' }],
  fields: [
    { name: 'name', label: { zh: '菜单名', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入菜单名', en: 'Enter the name' } },
    { name: 'source', label: { zh: '菜单图标', en: 'Icon' }, kind: 'icon', required: { zh: '请输入菜单图标', en: 'Choose the icon' } },
    { name: 'code', label: { zh: '菜单编号', en: 'Code' }, kind: 'input', search: true, required: { zh: '请输入菜单编号', en: 'Enter the code' } },
    { name: 'sort', label: { zh: '菜单排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入菜单排序', en: 'Enter the sort order' } },
  ],
});

/**
 * 菜单管理: the platform's menus and their buttons, one level at a time (menu/lazy-list). A menu's
 * path is the screen it opens; a button's code is the permission it grants (`user_add`).
 */
import { defineResource } from '../types';
import { menuTree } from './trees';

const MENU = '1';
const BUTTON = '2';
const isButton = (record: Record<string, unknown>) => String(record.category ?? '') === BUTTON;

export const menu = defineResource({
  name: 'menu',
  title: { zh: '菜单管理', en: 'Menus' },
  menuPath: '/system/menu',
  menuCode: 'menu',
  api: { prefix: '/blade-system/menu', list: 'tree', lazy: true, detail: true, submit: true, remove: true },
  scope: 'platform',
  created: false,
  buttons: { add: true, edit: true, delete: true, view: true },
  titleField: 'name',
  key: ['code'],
  actions: [
    { command: 'org.menu.addChild', label: { zh: '新增子项', en: 'Add child' }, permission: 'menu_add', rows: 'one', tone: 'primary' },
    // The console's own menus come from the server at login: this reloads them after a change here.
    { command: 'org.menu.reload', label: { zh: '刷新菜单', en: 'Reload menus' } },
  ],
  fields: [
    { name: 'name', label: { zh: '菜单名称', en: 'Name' }, kind: 'input', search: true, required: { zh: '请输入菜单名称', en: 'Enter the menu name' } },
    { name: 'path', label: { zh: '路由地址', en: 'Path' }, kind: 'input', required: { zh: '请输入路由地址', en: 'Enter the path' } },
    {
      name: 'parentId',
      label: { zh: '上级菜单', en: 'Parent menu' },
      kind: 'treeSelect',
      options: { ...menuTree, root: true },
      column: false,
      filter: 'exact',
    },
    { name: 'source', label: { zh: '菜单图标', en: 'Icon' }, kind: 'icon' },
    { name: 'code', label: { zh: '菜单编号', en: 'Code' }, kind: 'input', search: true, required: { zh: '请输入菜单编号', en: 'Enter the menu code' } },
    {
      name: 'category',
      label: { zh: '菜单类型', en: 'Category' },
      kind: 'radio',
      options: { static: [{ value: MENU, label: { zh: '菜单', en: 'Menu' } }, { value: BUTTON, label: { zh: '按钮', en: 'Button' } }] },
      defaultValue: MENU,
      required: { zh: '请选择菜单类型', en: 'Choose the category' },
    },
    { name: 'alias', label: { zh: '菜单别名', en: 'Alias' }, kind: 'input', search: true, defaultValue: 'menu', required: { zh: '请输入菜单别名', en: 'Enter the alias' } },
    {
      name: 'action',
      label: { zh: '按钮功能', en: 'Button placement' },
      kind: 'radio',
      options: { dict: 'button_func' },
      column: false,
      // Menus hold 0 (no placement); only a button is asked where it shows.
      shownWhen: isButton,
      required: { zh: '请选择按钮功能', en: 'Choose where the button shows' },
    },
    {
      name: 'isOpen',
      label: { zh: '是否缓存', en: 'Keep alive' },
      kind: 'radio',
      options: { dict: 'yes_no' },
      defaultValue: '1',
      column: false,
    },
    { name: 'sort', label: { zh: '菜单排序', en: 'Sort' }, kind: 'number', required: { zh: '请输入菜单排序', en: 'Enter the sort order' } },
    { name: 'remark', label: { zh: '菜单备注', en: 'Remark' }, kind: 'textarea', column: false },
  ],
});

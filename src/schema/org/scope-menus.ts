/**
 * The menu trees beside 数据权限 and 接口权限: the platform's menus (no buttons), level by level
 * (menu/lazy-menu-list), read-only. Choosing a menu lists its scopes (the screens are
 * master-detail: data_scope and api_scope name these as their masters).
 */
import { defineResource, type ResourceSchema } from '../types';

function scopeMenus<const N extends string>(name: N, menuPath: string, menuCode: string, title: ResourceSchema['title']) {
  return defineResource({
    name,
    title,
    menuPath,
    menuCode,
    table: 'menu',
    api: { prefix: '/blade-system/menu', list: 'tree', lazy: true, lazyCall: 'lazy-menu-list', detail: false, submit: false, remove: false },
    scope: 'platform',
    created: false,
    buttons: { add: false, edit: false, delete: false, view: false },
    titleField: 'name',
    fields: [
      { name: 'name', label: { zh: '菜单名称', en: 'Menu' }, kind: 'input', search: true },
      { name: 'code', label: { zh: '菜单编号', en: 'Code' }, kind: 'input', search: true },
      { name: 'path', label: { zh: '路由地址', en: 'Path' }, kind: 'input' },
    ],
  });
}

export const dataScopeMenus = scopeMenus('data_scope_menu', '/authority/datascope', 'data_scope', { zh: '数据权限菜单', en: 'Menus with data scopes' });
export const apiScopeMenus = scopeMenus('api_scope_menu', '/authority/apiscope', 'api_scope', { zh: '接口权限菜单', en: 'Menus with API scopes' });

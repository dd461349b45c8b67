/**
 * The grant calls of roles and top menus, as BladeX's console makes them:
 *
 * | function               | call (under /api)                                                   |
 * |------------------------|---------------------------------------------------------------------|
 * | roleGrantTrees()       | GET  blade-system/menu/grant-tree → { menu, dataScope, apiScope }   |
 * | roleGrantKeys(roleId)  | GET  blade-system/menu/role-tree-keys ?roleIds                      |
 * | grantRole(roleId, k)   | POST blade-system/role/grant JSON { roleIds, menuIds, dataScopeIds, apiScopeIds } |
 * | topMenuTree()          | GET  blade-system/menu/grant-top-tree → { menu }                    |
 * | topMenuKeys(id)        | GET  blade-system/menu/top-tree-keys ?topMenuIds                    |
 * | grantTopMenu(id, ids)  | POST blade-system/topmenu/grant JSON { topMenuIds, menuIds }        |
 */
import { request, requestData, type RequestOptions } from '../core/http';

/** BladeX's TreeNode. */
export interface GrantNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: GrantNode[];
}

/** The three kinds of a role's grant, each a tree of choices and a list of checked ids. */
export const roleGrantKinds = ['menu', 'dataScope', 'apiScope'] as const;
export type RoleGrantKind = (typeof roleGrantKinds)[number];
export type RoleGrantTrees = Record<RoleGrantKind, GrantNode[]>;
export type RoleGrantKeys = Record<RoleGrantKind, string[]>;

export const roleGrantTrees = () => requestData<RoleGrantTrees>('/blade-system/menu/grant-tree');

/** `quiet`: a caller that can do without the answer (ordering roles by what they hold) shows no refusal. */
export const roleGrantKeys = (roleId: string, options: Pick<RequestOptions, 'quiet'> = {}) =>
  requestData<RoleGrantKeys>('/blade-system/menu/role-tree-keys', { query: { roleIds: roleId }, ...options });

export function grantRole(roleId: string, keys: RoleGrantKeys): Promise<unknown> {
  return request('/blade-system/role/grant', {
    method: 'POST',
    body: { roleIds: [roleId], menuIds: keys.menu, dataScopeIds: keys.dataScope, apiScopeIds: keys.apiScope },
  });
}

export const topMenuTree = async () => (await requestData<{ menu: GrantNode[] }>('/blade-system/menu/grant-top-tree')).menu;

export const topMenuKeys = async (topMenuId: string) =>
  (await requestData<{ menu: string[] }>('/blade-system/menu/top-tree-keys', { query: { topMenuIds: topMenuId } })).menu;

export function grantTopMenu(topMenuId: string, menuIds: readonly string[]): Promise<unknown> {
  return request('/blade-system/topmenu/grant', { method: 'POST', body: { topMenuIds: [topMenuId], menuIds } });
}

/** Every id of a tree, depth first. */
export function treeIds(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children ?? [])]);
}

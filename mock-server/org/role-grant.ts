/**
 * A role's grants: the trees the grant dialog offers, what a role holds, and the grant itself.
 *
 * | call                              | answer                                                          |
 * |-----------------------------------|-----------------------------------------------------------------|
 * | GET  menu/grant-tree              | { menu, dataScope, apiScope }: TreeNodes of what the caller may grant (menus with their buttons; scopes under their menus) |
 * | GET  menu/role-tree-keys ?roleIds | { menu, dataScope, apiScope }: the ids those roles hold          |
 * | POST role/grant (JSON)            | { roleIds, menuIds, dataScopeIds, apiScopeIds } replaces what the roles hold; R status |
 *
 * Menus and buttons land in role_menu, which builds the users' routes and buttons at their next
 * login or refresh (menus/access.ts); scopes land in role_scope (crud/data-scope.ts, auth/api-scope.ts).
 */
import { http } from 'msw';
import { role } from '../../src/schema/org/role';
import { splitIds } from '../auth/identity';
import type { AuthContext } from '../auth/authenticate';
import { requireGrant, withScope } from '../crud/scope';
import { objectBody } from '../crud/write';
import { db } from '../db';
import { BadRequest, ok, readJson, requireParam, status } from '../envelope';
import type { MenuRow } from '../schema-rows';
import { buildTree } from '../tree';
import { grantableMenus, inPackage } from './grantable';
import { manageableRole } from './role';
import { API_SCOPE, DATA_SCOPE, type RoleScopeRow } from '../auth/scope-rows';
import { idList, treeNode } from './tree-nodes';

const SCOPE_TABLES = { [DATA_SCOPE]: 'data_scope', [API_SCOPE]: 'api_scope' } as const;
type ScopeCategory = keyof typeof SCOPE_TABLES;

const bySort = (a: MenuRow, b: MenuRow) => a.sort - b.sort;
const liveScopes = (category: ScopeCategory) => db.rows(SCOPE_TABLES[category]).filter((s) => s.isDeleted === 0);

/** Scopes of the grantable menus, each under its menu (the menus being the roots). */
function scopeTree(category: ScopeCategory, menus: readonly MenuRow[]) {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const scopes = liveScopes(category).filter((s) => byId.has(s.menuId));
  const owners = [...new Set(scopes.map((s) => s.menuId))].map((id) => byId.get(id)!).sort(bySort);
  return buildTree([
    ...owners.map((m) => treeNode(m.id, m.parentId, m.name)),
    ...scopes.map((s) => treeNode(s.id, s.menuId, s.scopeName)),
  ]);
}

function grantTree(auth: AuthContext) {
  const menus = grantableMenus(auth).sort(bySort);
  return {
    menu: buildTree(menus.map((m) => treeNode(m.id, m.parentId, m.name))),
    dataScope: scopeTree(DATA_SCOPE, menus),
    apiScope: scopeTree(API_SCOPE, menus),
  };
}

function heldKeys(roleIds: readonly string[]) {
  const roles = new Set(roleIds);
  const live = new Set(db.rows('menu').filter((m) => m.isDeleted === 0).map((m) => m.id));
  const scopeIds = (category: ScopeCategory) => {
    const liveIds = new Set(liveScopes(category).map((s) => s.id));
    return [...new Set(db.rows('role_scope').filter((g) => g.scopeCategory === category && roles.has(g.roleId) && liveIds.has(g.scopeId)).map((g) => g.scopeId))];
  };
  return {
    menu: [...new Set(db.rows('role_menu').filter((g) => roles.has(g.roleId) && live.has(g.menuId)).map((g) => g.menuId))],
    dataScope: scopeIds(DATA_SCOPE),
    apiScope: scopeIds(API_SCOPE),
  };
}

/** The menus named, each one the caller may grant to a role of `tenantIds`; else a 400 naming the first that is not. */
function menusToGrant(auth: AuthContext, menuIds: readonly string[], tenantIds: readonly string[]): Readonly<MenuRow>[] {
  const grantable = new Map(grantableMenus(auth).map((m) => [m.id, m]));
  const packages = tenantIds.map(inPackage);
  return menuIds.map((id) => {
    const menu = grantable.get(id);
    if (!menu) throw new BadRequest(`菜单 [${id}] 不存在或不可授权`);
    if (!packages.every((allows) => allows(menu))) throw new BadRequest(`菜单 [${menu.name}] 不在租户产品包内`);
    return menu;
  });
}

/** The scopes named, each a live scope of a menu the caller may grant; else a 400. */
function scopesToGrant(auth: AuthContext, category: ScopeCategory, ids: readonly string[]): string[] {
  const menus = new Set(grantableMenus(auth).map((m) => m.id));
  const scopes = new Map(liveScopes(category).filter((s) => menus.has(s.menuId)).map((s) => [s.id, s]));
  for (const id of ids) if (!scopes.has(id)) throw new BadRequest(`权限 [${id}] 不存在或不可授权`);
  return [...ids];
}

function replaceGrants(roleIds: readonly string[], menuIds: readonly string[], scopes: Record<ScopeCategory, string[]>): void {
  for (const roleId of new Set(roleIds)) {
    db.remove('role_menu', [...db.group('role_menu', 'roleId', roleId)]);
    db.remove('role_scope', [...db.group('role_scope', 'roleId', roleId)]);
    for (const menuId of menuIds) db.insert('role_menu', { id: db.nextId(), roleId, menuId });
    for (const scopeCategory of [DATA_SCOPE, API_SCOPE] as const) {
      for (const scopeId of scopes[scopeCategory]) db.insert('role_scope', { id: db.nextId(), scopeCategory, scopeId, roleId } satisfies RoleScopeRow);
    }
  }
}

export const roleGrantHandlers = [
  http.get('*/api/blade-system/menu/grant-tree', withScope(role, ({ auth }) => {
    requireGrant(role, auth, 'menu');
    return ok(grantTree(auth));
  })),
  http.get('*/api/blade-system/menu/role-tree-keys', withScope(role, ({ request, auth }) => {
    requireGrant(role, auth, 'menu');
    const roleIds = splitIds(requireParam(new URL(request.url), 'roleIds'));
    for (const id of roleIds) manageableRole(auth, id);
    return ok(heldKeys(roleIds));
  })),
  http.post('*/api/blade-system/role/grant', withScope(role, async ({ request, auth }) => {
    requireGrant(role, auth, 'edit');
    const body = objectBody(await readJson(request));
    const roleIds = idList(body, 'roleIds');
    if (roleIds.length === 0) throw new BadRequest('缺少必要的请求参数: roleIds');
    const tenants = [...new Set(roleIds.map((id) => manageableRole(auth, id).tenantId))];
    const menus = menusToGrant(auth, idList(body, 'menuIds'), tenants);
    replaceGrants(roleIds, menus.map((m) => m.id), {
      [DATA_SCOPE]: scopesToGrant(auth, DATA_SCOPE, idList(body, 'dataScopeIds')),
      [API_SCOPE]: scopesToGrant(auth, API_SCOPE, idList(body, 'apiScopeIds')),
    });
    return status(true);
  })),
];

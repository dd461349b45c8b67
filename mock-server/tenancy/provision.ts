/**
 * What creating a tenant creates, as BladeX's TenantServiceImpl.submitTenant does: the tenant's
 * 管理员 role (alias admin) granted its menus, a department named after it, the ceo post, copies
 * of the platform's business dictionaries, and the `admin` account with the password of the
 * `tenant.default.password` parameter. The role's menus are the package's when it has one
 * (every menu of it and their buttons), else the menus named by `tenant.default.menuCode` with
 * everything beneath them.
 */
import { md5 } from 'hash-wasm';
import { auditFieldsForNewRow } from '../audit';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { storedPassword } from '../auth/passwords';
import { db } from '../db';
import type { MenuRow, TenantRow } from '../schema-rows';
import type { DictBizRow } from './rows';

const PLATFORM_TENANT = '000000';
const ADMIN_ROLE_ALIAS = 'admin';
const BUTTON = 2;

/** A parameter's value (blade_param), or `fallback` when it is not set. */
export function paramValue(key: string, fallback: string): string {
  return db.rows('param').find((param) => param.paramKey === key && param.isDeleted === 0)?.paramValue ?? fallback;
}

const liveMenus = () => db.rows('menu').filter((menu) => menu.isDeleted === 0);

/** The package's menus and the buttons of those menus. */
function packageMenus(packageId: string): MenuRow[] {
  const pack = db.rows('tenant_package').find((p) => p.id === packageId && p.isDeleted === 0);
  const ids = new Set(pack ? splitIds(pack.menuId) : []);
  return liveMenus().filter((menu) => ids.has(menu.id) || (menu.category === BUTTON && ids.has(menu.parentId)));
}

/** The menus named by `tenant.default.menuCode` and everything beneath them. */
function defaultMenus(): MenuRow[] {
  const codes = new Set(splitIds(paramValue('tenant.default.menuCode', '')));
  const menus = liveMenus();
  const chosen = new Set(menus.filter((menu) => codes.has(menu.code)).map((menu) => menu.id));
  for (let grew = true; grew;) {
    grew = false;
    for (const menu of menus) {
      if (chosen.has(menu.id) || !chosen.has(menu.parentId)) continue;
      chosen.add(menu.id);
      grew = true;
    }
  }
  return menus.filter((menu) => chosen.has(menu.id));
}

/** The menus a tenant's administrator role gets: its package's, or the default ones. */
export function tenantMenus(tenant: Pick<TenantRow, 'packageId'>): MenuRow[] {
  return tenant.packageId ? packageMenus(tenant.packageId) : defaultMenus();
}

/** The tenant's administrator role (alias admin), if it still has one. */
export function adminRoleOf(tenantId: string) {
  return db.rows('role').find((role) => role.tenantId === tenantId && role.roleAlias === ADMIN_ROLE_ALIAS && role.isDeleted === 0);
}

/** Replaces the menus granted to a role. */
export function grantMenus(roleId: string, menus: readonly MenuRow[]): void {
  db.remove('role_menu', [...db.group('role_menu', 'roleId', roleId)]);
  for (const menu of menus) db.insert('role_menu', { id: db.nextId(), roleId, menuId: menu.id });
}

/** Copies the platform's business dictionaries into the tenant, codes and items alike. */
function copyBusinessDictionaries(tenantId: string): void {
  const template = db.group<DictBizRow>('dict_biz', 'tenantId', PLATFORM_TENANT).filter((row) => row.isDeleted === 0);
  const newIds = new Map(template.map((row) => [row.id, db.nextId()]));
  for (const row of template) {
    db.insert('dict_biz', { ...row, id: newIds.get(row.id)!, parentId: newIds.get(row.parentId) ?? row.parentId, tenantId });
  }
}

/** Creates everything a new tenant needs so that its `admin` can log in at once. */
export async function provisionTenant(tenant: TenantRow, auth: AuthContext): Promise<void> {
  const { tenantId } = tenant;
  const audit = auditFieldsForNewRow(auth.user.id, auth.user.deptId);
  const roleId = db.nextId();
  db.insert('role', { id: roleId, tenantId, parentId: '0', roleName: '管理员', sort: 2, roleAlias: ADMIN_ROLE_ALIAS, isDeleted: 0 });
  grantMenus(roleId, tenantMenus(tenant));
  const deptId = db.nextId();
  db.insert('dept', {
    id: deptId, tenantId, parentId: '0', ancestors: '0', deptCategory: 1, deptName: tenant.tenantName, fullName: tenant.tenantName, sort: 2, remark: '', isDeleted: 0,
  });
  const postId = db.nextId();
  db.insert('post', { ...audit, id: postId, tenantId, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1, remark: '' });
  copyBusinessDictionaries(tenantId);
  const password = await storedPassword(await md5(paramValue('tenant.default.password', 'admin')));
  db.insert('user', {
    ...audit, id: db.nextId(), tenantId, code: '', userType: 1, account: 'admin', password, name: 'admin', realName: 'admin', avatar: '',
    email: '', phone: '', birthday: '', sex: 3, roleId, deptId, postId,
  });
}

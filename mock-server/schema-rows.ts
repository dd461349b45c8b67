/**
 * Rows of the shared tables that have a schema, derived from it (crud/rows.ts's RowOf), field
 * for field as BladeX serialises them. Tables without a schema, and what no schema says (the
 * audit columns), are written out in records.ts.
 */
import type { notice } from '../src/schema/desk/notice';
import type { dept } from '../src/schema/org/dept';
import type { menu } from '../src/schema/org/menu';
import type { role } from '../src/schema/org/role';
import type { topMenu } from '../src/schema/org/top-menu';
import type { user } from '../src/schema/org/user';
import type { dictItem } from '../src/schema/tenancy/dictionary';
import type { tenant } from '../src/schema/tenancy/tenant';
import type { client } from '../src/schema/system/client';
import type { param } from '../src/schema/system/param';
import type { post } from '../src/schema/system/post';
import type { tenantPackage } from '../src/schema/system/tenant-package';
import type { RowOf } from './crud/rows';

export type ParamRow = RowOf<typeof param>;
/** category: dict `post_category` key. */
export type PostRow = RowOf<typeof post, { category: number }>;
/** menuId: comma-joined ids of the category-1 menus the package allows. */
export type TenantPackageRow = RowOf<typeof tenantPackage>;
/** authorizedGrantTypes: comma-joined; token validities in seconds. */
export type ClientRow = RowOf<typeof client>;
/** blade_notice: category is a dict `notice` key; content is HTML as the editor produced it, views sanitise it. */
export type NoticeRow = RowOf<typeof notice, { category: number }>;

/**
 * blade_tenant. tenantId: the 6-digit code users type at login; accountNumber: the account quota
 * (less than 1: unlimited); expireTime: empty for never; packageId: a tenant_package id, or empty
 * for every menu. The server sets those (and the data source) itself; licenseKey is no field.
 */
export type TenantRow = RowOf<typeof tenant, { licenseKey: string }, never, 'tenantId' | 'accountNumber' | 'expireTime' | 'datasourceId'>;

/**
 * blade_user. password: hex sha1 of the hex md5 of the plain password (the confirmation is not
 * stored); name: the nickname; userType and sex: dict keys kept as numbers; roleId, deptId,
 * postId: comma-joined ids. avatar is set by the user's own profile, no field of the screen.
 */
export type UserRow = RowOf<typeof user, { userType: number; sex: number; avatar: string }, 'password2'>;

/** blade_role. roleAlias: the name that ends up in a token's role_name. */
export type RoleRow = RowOf<typeof role>;

/** blade_dept. ancestors: comma path of ancestor ids, starting with '0'; deptCategory: dict `org_category` key. */
export type DeptRow = RowOf<typeof dept, { ancestors: string; deptCategory: number }>;

/**
 * blade_menu. parentId '0' for roots; alias 'menu' for menus, add, edit, delete, view… for
 * buttons; path: a route path, or an absolute http(s) URL the console frames; source: an icon
 * name. category: 1 menu, 2 button; action: a button's placement (0 for menus, 1 toolbar, 2 row,
 * 3 both); isOpen: BladeX yes_no, 1 no, 2 yes (keep the page alive).
 */
export type MenuRow = RowOf<typeof menu, { category: number; action: number; isOpen: number }>;

export type TopMenuRow = RowOf<typeof topMenu>;

/**
 * blade_dict: a code's row (parentId '0', dictKey '-1') and its items beneath, as the items'
 * schema has them; isSealed: 0 or 1.
 */
export type DictRow = RowOf<typeof dictItem, { parentId: string; isSealed: number }, never, 'code'>;

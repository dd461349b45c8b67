/**
 * Row shapes of the mock's tables, field for field as BladeX serialises them:
 * long ids are strings, multi-valued references are comma-joined strings, dates are
 * 'yyyy-MM-dd HH:mm:ss' strings. fixtures/index.ts checks every seed file against these types.
 * The rows of tables with a schema are derived from it (schema-rows.ts, crud/rows.ts's RowOf).
 */

/** Audit columns of BladeX BaseEntity / TenantEntity rows. */
export interface AuditFields {
  createUser: string;
  createDept: string;
  createTime: string;
  updateUser: string;
  updateTime: string;
  /** 1 = normal. */
  status: number;
  /** Logical delete flag: 0 live, 1 deleted. */
  isDeleted: number;
}

export interface TenantRow extends AuditFields {
  id: string;
  /** The 6-digit tenant code users type at login. */
  tenantId: string;
  tenantName: string;
  domainUrl: string;
  backgroundUrl: string;
  linkman: string;
  contactNumber: string;
  address: string;
  /** Account quota; -1 or less than 1 means unlimited. */
  accountNumber: number;
  /** Empty means the tenant never expires. */
  expireTime: string;
  /** A tenant_package id, or empty for every menu. */
  packageId: string;
  datasourceId: string;
  licenseKey: string;
}

export interface UserRow extends AuditFields {
  id: string;
  tenantId: string;
  code: string;
  userType: number;
  account: string;
  /** Hex sha1 of the hex md5 of the plain password. */
  password: string;
  /** Nickname. */
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  birthday: string;
  sex: number;
  roleId: string;
  deptId: string;
  postId: string;
}

export interface RoleRow {
  id: string;
  tenantId: string;
  parentId: string;
  roleName: string;
  sort: number;
  /** The name that ends up in a token's role_name. */
  roleAlias: string;
  isDeleted: number;
}

export interface DeptRow {
  id: string;
  tenantId: string;
  parentId: string;
  /** Comma path of ancestor ids, starting with '0'. */
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
  isDeleted: number;
}

export interface MenuRow {
  id: string;
  /** '0' for roots. */
  parentId: string;
  code: string;
  name: string;
  /** 'menu' for menus; add, edit, delete, view... for buttons. */
  alias: string;
  /** A route path, or an absolute http(s) URL the console frames. */
  path: string;
  /** Icon name. */
  source: string;
  sort: number;
  /** 1 menu, 2 button. */
  category: number;
  /** Button placement: 0 for menus, 1 toolbar, 2 row, 3 both. */
  action: number;
  /** BladeX yes_no: 1 no, 2 yes (keep the page alive). */
  isOpen: number;
  remark: string;
  isDeleted: number;
}

export interface TopMenuRow extends AuditFields {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  source: string;
  sort: number;
}

export interface TopMenuSettingRow {
  id: string;
  topMenuId: string;
  menuId: string;
}

export interface RoleMenuRow {
  id: string;
  roleId: string;
  menuId: string;
}

export interface DictRow {
  id: string;
  parentId: string;
  code: string;
  /** '-1' on the parent row of a code. */
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: number;
  isDeleted: number;
}

/** A third-party account (social login) and the user it is bound to, if any. */
export interface UserOauthRow {
  id: string;
  tenantId: string;
  /** Empty until the guest registers. */
  userId: string;
  /** The provider's id of the account; the mock's providers use the login `code` itself. */
  uuid: string;
  source: string;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  remark: string;
}

/** An issued SSO authorization code, redeemable once through the authorization_code grant. */
export interface AuthCodeRow {
  id: string;
  code: string;
  clientId: string;
  tenantId: string;
  userId: string;
  redirectUri: string;
}

/**
 * Row shapes of the mock's tables, field for field as BladeX serialises them:
 * long ids are strings, multi-valued references are comma-joined strings, dates are
 * 'yyyy-MM-dd HH:mm:ss' strings. fixtures/index.ts checks every seed file against these types.
 * The rows of tables with a schema are derived from it (schema-rows.ts and each area's rows.ts,
 * with crud/rows.ts's RowOf), the audit columns from BladeX's answers (src/schema/wire/entity.ts):
 * these are the shared tables without a schema.
 */

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

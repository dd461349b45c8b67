/** Row shapes of the scope tables (BladeX's blade_scope_data, blade_scope_api, blade_role_scope). */
import type { AuditFields } from '../records';

/** A data scope: which rows of a menu's list a role granted it sees. */
export interface DataScopeRow extends AuditFields {
  id: string;
  /** The menu whose list it narrows. */
  menuId: string;
  resourceCode: string;
  scopeName: string;
  /** Visible columns, `*` for all. */
  scopeField: string;
  /** The mapper method BladeX narrows; the mock narrows the list of the menu instead. */
  scopeClass: string;
  /** The column compared: `create_user`, `create_dept`, or `-` for every row. */
  scopeColumn: string;
  /** dict `data_scope_type`: 1 全部可见, 2 本人可见, 3 所在机构可见, 4 所在机构及子级可见, 5 自定义. */
  scopeType: number;
  /** 自定义 only: the comma-joined values the column may hold. */
  scopeValue: string;
  remark: string;
}

/** An API scope: a path (a trailing `/**` takes everything under it) a role granted it may call. */
export interface ApiScopeRow extends AuditFields {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopePath: string;
  /** dict `api_scope_type`: 1 系统接口, 2 业务接口. */
  scopeType: number;
  remark: string;
}

/** dict `scope_category`. */
export const DATA_SCOPE = 1;
export const API_SCOPE = 2;

/** A scope granted to a role. */
export interface RoleScopeRow {
  id: string;
  /** DATA_SCOPE or API_SCOPE. */
  scopeCategory: number;
  scopeId: string;
  roleId: string;
}

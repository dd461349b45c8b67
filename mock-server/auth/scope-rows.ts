/** Row shapes of the scope tables (BladeX's blade_scope_data, blade_scope_api, blade_role_scope). */
import type { apiScope } from '../../src/schema/org/api-scope';
import type { dataScope } from '../../src/schema/org/data-scope';
import type { RowOf } from '../crud/rows';

/**
 * A data scope: which rows of a menu's list (menuId) a role granted it sees. scopeField: the
 * visible columns, `*` for all; scopeClass: the mapper method BladeX narrows (the mock narrows the
 * menu's list instead); scopeColumn: the column compared, `create_user`, `create_dept`, or `-` for
 * every row; scopeType: dict `data_scope_type` (1 全部可见, 2 本人可见, 3 所在机构可见,
 * 4 所在机构及子级可见, 5 自定义); scopeValue: 自定义 only, the comma-joined values the column may hold.
 */
export type DataScopeRow = RowOf<typeof dataScope, { scopeType: number }>;

/**
 * An API scope: a path (scopePath; a trailing `/**` takes everything under it) a role granted it
 * may call. scopeType: dict `api_scope_type` (1 系统接口, 2 业务接口).
 */
export type ApiScopeRow = RowOf<typeof apiScope, { scopeType: number }>;

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

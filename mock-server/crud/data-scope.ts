/**
 * Data scopes at work: the rows of a menu's list a caller sees, narrowed by the data scopes their
 * roles were granted for that menu (role_scope, category 1), as BladeX's DataScopeInterceptor
 * narrows the mapper's query.
 *
 * | scopeType           | keeps a row whose column (scopeColumn, camelCased) …              |
 * |---------------------|-------------------------------------------------------------------|
 * | 1 全部可见           | (every row)                                                        |
 * | 2 本人可见           | is the caller (default column create_user)                         |
 * | 3 所在机构可见       | is one of the caller's departments (default column create_dept)    |
 * | 4 所在机构及子级可见 | is one of them or a department under them (default create_dept)    |
 * | 5 自定义             | is one of scopeValue's comma-joined values                         |
 *
 * Several scopes granted for one menu widen each other (a row any of them keeps is seen). The
 * platform administrator, and roles granted no scope of the menu, see every row.
 */
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import type { Visibility } from './query';
import type { CrudRow } from './rows';
import { db } from '../db';
import { subtreeIds } from '../tree';
import { DATA_SCOPE, type DataScopeRow } from '../auth/scope-rows';

const ALL = 1;
const OWN = 2;
const OWN_DEPT = 3;
const OWN_DEPT_AND_BELOW = 4;
const CUSTOM = 5;

const defaultColumns: Record<number, string> = { [OWN]: 'createUser', [OWN_DEPT]: 'createDept', [OWN_DEPT_AND_BELOW]: 'createDept' };

/** `create_dept` → `createDept`; `-` or blank: the type's default column. */
function columnOf(scope: DataScopeRow): string | undefined {
  const column = scope.scopeColumn.trim();
  if (!column || column === '-') return defaultColumns[scope.scopeType];
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function valuesAllowed(scope: DataScopeRow, auth: AuthContext): ReadonlySet<string> {
  const depts = splitIds(auth.user.deptId);
  switch (scope.scopeType) {
    case OWN: return new Set([auth.user.id]);
    case OWN_DEPT: return new Set(depts);
    case OWN_DEPT_AND_BELOW: return subtreeIds('dept', depts);
    case CUSTOM: return new Set(splitIds(scope.scopeValue));
    default: return new Set();
  }
}

/** The data scopes of the menu with this code granted to the caller's roles. */
function grantedScopes(auth: AuthContext, menuCode: string): DataScopeRow[] {
  const menuIds = new Set(db.rows('menu').filter((m) => m.code === menuCode && m.isDeleted === 0).map((m) => m.id));
  const roles = new Set(auth.roleIds);
  const granted = new Set(db.rows('role_scope').filter((g) => g.scopeCategory === DATA_SCOPE && roles.has(g.roleId)).map((g) => g.scopeId));
  return db.rows('data_scope').filter((s) => s.isDeleted === 0 && granted.has(s.id) && menuIds.has(s.menuId));
}

/** `visible` narrowed by the caller's data scopes of the menu (see the table above). */
export function withDataScope(auth: AuthContext, menuCode: string, visible: Visibility): Visibility {
  if (auth.isAdministrator) return visible;
  const scopes = grantedScopes(auth, menuCode);
  if (scopes.length === 0 || scopes.some((s) => s.scopeType === ALL)) return visible;
  const rules = scopes.flatMap((scope) => {
    const column = columnOf(scope);
    return column ? [{ column, values: valuesAllowed(scope, auth) }] : [];
  });
  // A column may hold a comma list (a user's deptId): one value in scope keeps the row.
  return (row: CrudRow) => visible(row) && rules.some(({ column, values }) => splitIds(String(row[column] ?? '')).some((value) => values.has(value)));
}

/**
 * API scopes at work: a caller whose roles were granted any API scope (role_scope, category 2)
 * may call only the paths of those scopes (a scopePath ending in `/**` takes every path under
 * it); callers granted none are not limited by them. The calls a session cannot live without
 * (token, user info, routes, buttons, top menus, dictionaries) stay open to every caller, so a
 * scoped role can still log in and see its screens. The platform administrator is never limited.
 */
import { db } from '../db';
import { API_SCOPE } from './scope-rows';

const SESSION_PATHS = [
  '/blade-auth/**',
  '/blade-system/menu/routes',
  '/blade-system/menu/buttons',
  '/blade-system/menu/top-menu',
  '/blade-system/dict/dictionary',
  '/blade-system/dict-biz/dictionary',
];

/** The request's path as BladeX's gateway sees it: without the console's /api prefix or a trailing slash. */
function servicePath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/^\/api(?=\/)/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matches(pattern: string, path: string): boolean {
  const trimmed = pattern.trim().replace(/\/+$/, '');
  if (trimmed.endsWith('/**')) {
    const prefix = trimmed.slice(0, -3);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return path === trimmed;
}

/** Who calls: the part of the token check's AuthContext this needs (withAuth calls in here). */
interface Caller {
  roleIds: readonly string[];
  isAdministrator: boolean;
}

/** The scope paths granted to the caller's roles; empty when none was granted. */
function grantedPaths(auth: Caller): string[] {
  const roles = new Set(auth.roleIds);
  const granted = new Set(db.rows('role_scope').filter((g) => g.scopeCategory === API_SCOPE && roles.has(g.roleId)).map((g) => g.scopeId));
  if (granted.size === 0) return [];
  return db.rows('api_scope').filter((s) => s.isDeleted === 0 && granted.has(s.id)).map((s) => s.scopePath);
}

/** Whether the caller's API scopes let it make this request. */
export function apiScopeAllows(auth: Caller, request: Request): boolean {
  if (auth.isAdministrator) return true;
  const paths = grantedPaths(auth);
  if (paths.length === 0) return true;
  const path = servicePath(request);
  return [...SESSION_PATHS, ...paths].some((pattern) => matches(pattern, path));
}

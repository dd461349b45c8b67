/**
 * Choices that grant, least-privileged first: a step that grants a role or a package lists
 * first what gives the least, so the option a user meets first is never the one that gives the
 * most (教师 before 管理员, 用户 before 超级管理员).
 *
 * Roles are ordered among their siblings (the tree stays a tree) by how much each holds: its
 * menus and buttons, data scopes and API scopes (role-tree-keys). Where those cannot be read
 * (a user who approves registrations but may not manage roles), siblings go in the reverse of
 * the server's order: BladeX sorts a school's roles with the administrators first.
 */
import { roleGrantKeys } from '../../src/api/grant';
import { tenancyApi } from '../../src/api/tenancy';
import { userApi, type RoleNode } from '../../src/api/user';
import type { ChoiceOption } from '../../src/platform/types';

/** How much a role holds, or undefined where it cannot be read. */
async function heldCount(roleId: string): Promise<number | undefined> {
  try {
    const keys = await roleGrantKeys(roleId, { quiet: true });
    return keys.menu.length + keys.dataScope.length + keys.apiScope.length;
  } catch {
    return undefined;
  }
}

const allIds = (nodes: readonly RoleNode[]): string[] => nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]);

/** The roles of the caller's school (or of `tenantId`'s), as a tree of choices, least-privileged first among siblings. */
export async function rolesLeastFirst(tenantId?: string): Promise<ChoiceOption[]> {
  const roots = await userApi.roleTree(tenantId);
  const ids = allIds(roots);
  const counts = await Promise.all(ids.map(heldCount));
  const held = new Map(ids.map((id, i) => [id, counts[i]]));
  const known = counts.every((count) => count !== undefined);
  const ordered = (nodes: readonly RoleNode[]) => (known ? [...nodes].sort((a, b) => held.get(a.id)! - held.get(b.id)!) : [...nodes].reverse());
  const flatten = (nodes: readonly RoleNode[], depth: number): ChoiceOption[] =>
    ordered(nodes).flatMap((node) => [{ value: node.id, label: node.title, depth }, ...flatten(node.children ?? [], depth + 1)]);
  return flatten(roots, 0);
}

/** The product packages as choices, those offering the fewest menus first. */
export async function packagesLeastFirst(): Promise<ChoiceOption[]> {
  const packages = await tenancyApi.packages();
  return [...packages].sort((a, b) => a.menus - b.menus).map((pack) => ({ value: pack.id, label: pack.name }));
}

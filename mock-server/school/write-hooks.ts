/**
 * The school tables' rules for the generic submit and remove (crud/hooks.ts): the relations of
 * links.ts (inside the row's school; deletion cascades or is refused) and, for documents and
 * reading-list entries, what keeps the lists whole (reading-list.ts).
 */
import { schoolResources } from '../../src/schema/school';
import { splitIds } from '../auth/identity';
import { BadRequest } from '../envelope';
import { cellText } from '../crud/columns';
import type { SubmitContext, WriteHooks, WriteHooksByTable } from '../crud/hooks';
import { assertLinks, dependentsOf, linkedTenant } from './links';
import { assertPosts, beforeRelationSaved, placeOnLists } from './reading-list';

/** A multiSelect value (comma-joined, or an array from a lax client); undefined when absent. */
function readIds(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean);
  if (typeof value !== 'string') throw new BadRequest('请求参数类型错误: postIds');
  return splitIds(value);
}

const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

/**
 * A row stays in its school; a new one joins the caller's, or for the administrator that of the
 * first content row it refers to (links.ts). Its relations must be live rows of that school
 * (any school's for the administrator).
 */
function beforeSubmit(ctx: SubmitContext): void {
  const { schema, auth, record, existing } = ctx;
  const merged = { ...existing, ...withoutNulls(record) };
  const tenantId = existing?.tenantId ?? (auth.isAdministrator ? linkedTenant(schema, merged) : undefined) ?? auth.tenantId;
  const within = auth.isAdministrator ? undefined : tenantId;
  ctx.tenantId = tenantId;
  assertLinks(schema, merged, within);
  if (schema.name === 'docrelation') beforeRelationSaved(record, merged);
  // A document's posts are its places on reading lists, never a column of its own.
  const postIds = schema.name === 'doc' ? readIds(record.postIds) : undefined;
  if (postIds) assertPosts(postIds, within);
  delete record.postIds;
}

const documentHooks: WriteHooks = {
  afterSubmit(row, { body, auth }) {
    const postIds = readIds(body.postIds);
    if (postIds) placeOnLists(row, postIds, auth);
  },
};

// A schema over another's table (文档题目 over 题目) shares that table's hooks.
export const schoolWriteHooks: WriteHooksByTable = Object.fromEntries(
  schoolResources.filter((schema) => !('table' in schema)).map((schema): [string, WriteHooks] => [schema.name, {
    beforeSubmit,
    removing: (rows) => dependentsOf(schema.name, rows),
    ...(schema.name === 'doc' ? documentHooks : {}),
  }]),
);

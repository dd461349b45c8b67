/**
 * What the generic handlers add for the school tables (crud/hooks.ts). Reads: the names a link
 * table's rows answer with (named-reads.ts) and a document's posts (documents.ts). Submit and
 * remove: the relations of links.ts (inside the row's school; deletion cascades or is refused)
 * for every table, and beside them, table by table, what keeps the reading lists whole
 * (reading-list.ts): a document's posts are its places on lists, and a list entry without a
 * place goes to the end of its list.
 */
import { schoolResources } from '../../src/schema/school';
import { splitIds } from '../auth/identity';
import { BadRequest } from '../envelope';
import { cellText } from '../crud/columns';
import type { SubmitContext, TableHooks, TableHooksByTable } from '../crud/hooks';
import { docReadHooks } from './documents';
import { namedReadHooks } from './named-reads';
import { assertLinks, dependentsOf, linkedTenant } from './links';
import { assertPosts, beforeRelationSaved, placeOnLists } from './reading-list';

/** A multiSelect value (comma-joined, or an array from a lax client); undefined when absent. */
function readIds(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean);
  if (typeof value !== 'string') throw new BadRequest('请求参数类型错误: postIds');
  return splitIds(value);
}

/** The row as it will be: the row updated, with the body's values over it. */
const mergedOf = ({ existing, record }: SubmitContext) =>
  ({ ...existing, ...Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) });

/** The school whose rows a new row's relations must be: the caller's, or any for the administrator. */
const within = ({ auth, tenantId }: SubmitContext) => (auth.isAdministrator ? undefined : tenantId);

/**
 * Every school table's rule: a row stays in its school; a new one joins the caller's, or for the
 * administrator that of the first content row it refers to (links.ts). Its relations must be live
 * rows of that school (any school's for the administrator).
 */
function stayInSchool(ctx: SubmitContext): void {
  const { schema, auth, existing } = ctx;
  const merged = mergedOf(ctx);
  ctx.tenantId = existing?.tenantId ?? (auth.isAdministrator ? linkedTenant(schema, merged) : undefined) ?? auth.tenantId;
  assertLinks(schema, merged, within(ctx));
}

/** What a table adds to stayInSchool, run after it. */
const ownRules: Partial<Record<string, TableHooks>> = {
  ...namedReadHooks,
  doc: {
    ...docReadHooks,
    // A document's posts are its places on reading lists, never a column of its own.
    beforeSubmit(ctx) {
      const postIds = readIds(ctx.record.postIds);
      if (postIds) assertPosts(postIds, within(ctx));
    },
    afterSubmit(row, { body, auth }) {
      const postIds = readIds(body.postIds);
      if (postIds) placeOnLists(row, postIds, auth);
    },
  },
  docrelation: { ...namedReadHooks.docrelation, beforeSubmit: (ctx) => beforeRelationSaved(ctx.record, mergedOf(ctx)) },
};

// A schema over another's table (文档题目 over 题目) shares that table's hooks.
export const schoolHooks: TableHooksByTable = Object.fromEntries(
  schoolResources.filter((schema) => !('table' in schema)).map((schema): [string, TableHooks] => {
    const own = ownRules[schema.name];
    return [schema.name, {
      ...own,
      beforeSubmit(ctx) {
        stayInSchool(ctx);
        own?.beforeSubmit?.(ctx);
        delete ctx.record.postIds;
      },
      removing: (rows) => dependentsOf(schema.name, rows),
    }];
  }),
);

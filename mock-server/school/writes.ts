/**
 * submit and remove of every school table, served before the generic ones: the same checks and
 * answers, plus the rules of links.ts (relations inside the school; deletion cascades or is
 * refused) and, for documents and reading lists, what keeps the lists whole (reading-list.ts).
 */
import { http, type HttpHandler } from 'msw';
import { schoolResources } from '../../src/resources/school';
import type { ResourceSchema } from '../../src/resources/types';
import { splitIds } from '../auth/identity';
import { db } from '../db';
import { BadRequest, readJson, requireParam, status } from '../envelope';
import { cellText } from '../crud/columns';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible, isUpdate, NOT_FOUND, NOT_READABLE, submitRecord } from '../crud/write';
import { assertLinks, linkedTenant, removeWithDependents } from './links';
import { assertPosts, beforeRelationSaved, placeOnLists } from './reading-list';

function submitHandler(schema: ResourceSchema): HttpHandler {
  return http.post(`*/api${schema.api.prefix}/submit`, withScope(schema, async ({ request, auth, visible }) => {
    const body = await readJson(request);
    requireGrant(schema, auth, isUpdate(body) ? 'edit' : 'add');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest(NOT_READABLE);
    const record = { ...(body as Record<string, unknown>) };
    const table = db.table<CrudRow>(schema.name);
    const existing = isUpdate(record) ? findVisible(table, cellText(record.id), visible) : undefined;
    const merged = { ...existing, ...withoutNulls(record) };
    // A row stays in its school; a new one joins the caller's (the administrator's: see links.ts).
    const tenantId = existing?.tenantId ?? (auth.isAdministrator ? linkedTenant(schema, merged) : undefined) ?? auth.tenantId;
    const within = auth.isAdministrator ? undefined : tenantId;
    assertLinks(schema, merged, within);
    if (schema.name === 'docrelation') beforeRelationSaved(record, merged);
    // A document's posts are its places on reading lists, never a column of its own.
    const postIds = schema.name === 'doc' ? readIds(record.postIds) : undefined;
    if (postIds) assertPosts(postIds, within);
    delete record.postIds;
    const row = submitRecord(schema, table, record, auth, visible);
    row.tenantId = tenantId;
    delete row.postIds;
    if (postIds) placeOnLists(row, postIds, auth);
    return status(true);
  }));
}

/** A multiSelect value (comma-joined, or an array from a lax client); undefined when absent. */
function readIds(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(cellText).filter(Boolean);
  if (typeof value !== 'string') throw new BadRequest('请求参数类型错误: postIds');
  return splitIds(value);
}

const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

function removeHandler(schema: ResourceSchema): HttpHandler {
  return http.post(`*/api${schema.api.prefix}/remove`, withScope(schema, ({ request, auth, visible }) => {
    requireGrant(schema, auth, 'delete');
    const wanted = new Set(splitIds(requireParam(new URL(request.url), 'ids')));
    const rows = db.table<CrudRow>(schema.name).filter((row) => wanted.has(row.id) && row.isDeleted === 0 && visible(row));
    if (wanted.size === 0 || rows.length !== wanted.size) throw new BadRequest(NOT_FOUND);
    removeWithDependents(schema.name, rows, auth);
    return status(true);
  }));
}

// A schema over another's table (文档题目 over 题目) shares that schema's calls and handlers.
export const writeHandlers: HttpHandler[] = schoolResources.filter((schema: ResourceSchema) => !schema.table).flatMap((schema) => [submitHandler(schema), removeHandler(schema)]);

/**
 * createCrudHandlers(schema): the msw handlers of one resource, generated from the same schema
 * the console's screens use. Under /api<prefix>:
 *
 * | call                 | answer                                                                   |
 * |----------------------|--------------------------------------------------------------------------|
 * | GET  list or page    | R<Page>: ?current&size, searches of filters.ts, order of order.ts        |
 * |   (or api.listPath)  |                                                                          |
 * | GET  detail?id       | R<row>; 400 数据不存在或已被删除 for an id the caller cannot see           |
 * | POST submit  (JSON)  | R status; no id inserts, an id updates; 400 with the first rule broken    |
 * | POST remove?ids=a,b  | R status; soft delete (isDeleted 1), all or nothing                      |
 * | GET  select          | R<row[]>: the caller's tenant, or `tenantId` for the administrator        |
 * | GET  <api.export>    | the search's rows as an .xlsx attachment                                 |
 *
 * An area's rules for submit and remove are hooks the factory is given (hooks.ts): what it checks,
 * what goes with a row, and what follows a write (an uploaded object's bytes going with its row).
 * Only the calls the schema declares are served. The factory serves paged lists: a tree
 * resource (api.list 'tree' or api.lazy) needs its own list handler. Every handler goes through
 * withScope (token, then scope.ts's rules) and guard, so a bad request is a 400 envelope. Lists
 * and exports show only the rows the caller's data scopes of the screen's menu keep. Reads
 * need the screen's menu, writes its add, edit or delete button; select needs neither, being
 * the look-up other screens' forms use (as the dictionaries are).
 */
import { http, type HttpHandler } from 'msw';
import type { ResourceSchema } from '../../src/schema/types';
import { splitIds } from '../auth/identity';
import { db } from '../db';
import { withDataScope } from './data-scope';
import { ok, readJson, requireParam, status } from '../envelope';
import { exportAnswer } from './export';
import { listPage, orderedRows } from './query';
import type { CrudRow } from './rows';
import { requireGrant, scopedRows, withScope } from './scope';
import { cellText } from './columns';
import type { SubmitContext, WriteHooks } from './hooks';
import { findVisible, isUpdate, objectBody, removeRecords, submitRecord, tableName } from './write';

export function createCrudHandlers(schema: ResourceSchema, hooks: WriteHooks = {}): HttpHandler[] {
  const { api } = schema;
  const base = `*/api${api.prefix}`;
  const table = tableName(schema);
  const rows = () => db.rows<CrudRow>(table);
  const query = (request: Request) => new URL(request.url).searchParams;
  const handlers: HttpHandler[] = [];

  if (api.list !== 'tree' && !api.lazy) {
    handlers.push(http.get(`${base}/${api.listPath ?? api.list}`, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const params = query(request);
      return ok(listPage(schema, scopedRows(schema, auth, params), params, withDataScope(auth, schema.menuCode, visible)));
    })));
  }
  if (api.detail) {
    handlers.push(http.get(`${base}/detail`, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      return ok(findVisible(table, requireParam(query(request), 'id'), visible));
    })));
  }
  if (api.submit) {
    handlers.push(http.post(`${base}/submit`, withScope(schema, async ({ request, auth, visible }) => {
      const body = await readJson(request);
      requireGrant(schema, auth, isUpdate(body) ? 'edit' : 'add');
      const record = { ...objectBody(body) };
      const existing = isUpdate(record) ? findVisible(table, cellText(record.id), visible) : undefined;
      const ctx: SubmitContext = { schema, auth, body: objectBody(body), record, existing };
      hooks.beforeSubmit?.(ctx);
      const saved = submitRecord(schema, record, auth, visible, ctx.tenantId);
      const row = (await hooks.afterSubmit?.(saved, ctx)) ?? saved;
      return hooks.answer ? ok(hooks.answer(row)) : status(true);
    })));
  }
  if (api.remove) {
    handlers.push(http.post(`${base}/remove`, withScope(schema, async ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'delete');
      const gone = removeRecords(table, splitIds(requireParam(query(request), 'ids')), auth, visible, hooks.removing);
      await hooks.afterRemove?.(gone, auth);
      return status(true);
    })));
  }
  if (api.select) {
    handlers.push(http.get(`${base}/select`, withScope(schema, ({ request, auth, visible }) => {
      // BladeX's select lists one tenant: the one asked for (administrators only), else the caller's.
      const tenantId = (auth.isAdministrator && query(request).get('tenantId')?.trim()) || auth.tenantId;
      // A tenant's rows through the tenant index: a school's look-up costs its own rows, whatever the district.
      const among = schema.scope === 'tenant' ? db.group<CrudRow>(table, 'tenantId', tenantId) : rows();
      return ok(orderedRows(schema, among, new URLSearchParams(), visible));
    })));
  }
  if (api.export) {
    handlers.push(http.get(`*/api${api.export}`, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const params = query(request);
      return exportAnswer(schema, orderedRows(schema, scopedRows(schema, auth, params), params, withDataScope(auth, schema.menuCode, visible)));
    })));
  }
  return handlers;
}


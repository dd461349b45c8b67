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
 * An area's rules are hooks the factory is given (hooks.ts): which rows a read keeps and how it
 * answers each, what a write checks, what goes with a row, and what follows a write (an uploaded
 * object's bytes going with its row).
 * A table keyed by a column of its own (schema.rowKey: the regions' code) is named by it, `id` or
 * `ids` in detail and remove, and its submit updates a known key and inserts a new one; one that
 * deletes for good (schema.deletion 'physical') loses the rows a remove names (write.ts).
 * Only the calls the schema declares are served, each also under its aliases (api.aliases). The factory serves paged lists: a tree
 * resource (api.list 'tree' or api.lazy) needs its own list handler. Every handler goes through
 * withScope (token, then scope.ts's rules) and guard, so a bad request is a 400 envelope. Lists
 * and exports show only the rows the caller's data scopes of the screen's menu keep. Reads
 * need the screen's menu, writes its add, edit or delete button; select needs neither, being
 * the look-up other screens' forms use (as the dictionaries are).
 */
import { http, type HttpHandler } from 'msw';
import type { ResourceSchema } from '../../src/schema/types';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { db } from '../db';
import { withDataScope } from './data-scope';
import { ok, readJson, status } from '../envelope';
import { exportAnswer } from './export';
import { everyRow, listPage, orderedRows, withinMark, type Visibility } from './query';
import type { CrudRow } from './rows';
import { requireGrant, scopedRows, withScope } from './scope';
import type { Read, TableHooks } from './hooks';
import { findKept, namedKeys, objectBody, removeRecords, storeSubmit, submitUpdates, tableName } from './write';

export function createCrudHandlers(schema: ResourceSchema, hooks: TableHooks = {}): HttpHandler[] {
  const { api } = schema;
  const { shown } = hooks;
  /** The caller's visibility narrowed by the table's keeps hook (itself when there is none, or it keeps every row). */
  const kept = (params: URLSearchParams, auth: AuthContext, read: Exclude<Read, 'detail'>, visible: Visibility): Visibility => {
    const keeps = hooks.keeps?.(params, auth, read) ?? everyRow;
    return keeps === everyRow ? visible : (row) => visible(row) && keeps(row);
  };
  /** kept, and narrowed to the kind of row the hooks keep alone or leave out (listPage reads that from its own index). */
  const keptWithin = (params: URLSearchParams, auth: AuthContext, read: Exclude<Read, 'detail' | 'list'>, visible: Visibility): Visibility => {
    const narrowed = kept(params, auth, read, visible);
    return hooks.within ? withinMark(narrowed, hooks.within) : narrowed;
  };
  /** The search of a call: its parameters less those the keeps hook reads itself. */
  const searchOf = (params: URLSearchParams) =>
    hooks.ownParams ? new URLSearchParams([...params].filter(([key]) => !hooks.ownParams!.includes(key))) : params;
  const table = tableName(schema);
  const rows = () => db.rows<CrudRow>(table);
  const query = (request: Request) => new URL(request.url).searchParams;
  const handlers: HttpHandler[] = [];
  const aliases = api.aliases ?? {};
  /** A call's handler under the path given and each of its aliases (another prefix, another name). */
  const serve = (method: 'get' | 'post', path: string, resolver: Parameters<typeof http.get>[1], alias?: string) => {
    const named = alias ? [path, path.replace(/[^/]+$/, alias)] : [path];
    const underPrefix = named.filter((each) => each.startsWith(`${api.prefix}/`));
    const prefixed = (aliases.prefixes ?? []).flatMap((prefix) => underPrefix.map((each) => prefix + each.slice(api.prefix.length)));
    for (const each of [...named, ...prefixed]) handlers.push(http[method](`*/api${each}`, resolver));
  };

  if (api.list !== 'tree' && !api.lazy) {
    serve('get', `${api.prefix}/${api.listPath ?? api.list}`, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const params = query(request);
      const scoped = scopedRows(schema, auth, params);
      const visibility = kept(params, auth, 'list', withDataScope(auth, schema.menuCode, visible));
      const page = listPage(schema, scoped, searchOf(params), visibility, hooks.within, hooks.candidates?.(params));
      return ok(shown ? { ...page, records: page.records.map((row) => shown(row, 'list')) } : page);
    }), aliases.list);
  }
  if (api.detail) {
    serve('get', `${api.prefix}/detail`, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const row = findKept(schema, namedKeys(schema, query(request), 'detail'), visible);
      return ok(shown ? shown(row, 'detail') : row);
    }));
  }
  if (api.submit) {
    serve('post', `${api.prefix}/submit`, withScope(schema, async ({ request, auth, visible }) => {
      const body = await readJson(request);
      requireGrant(schema, auth, submitUpdates(schema, body, visible) ? 'edit' : 'add');
      const { saved, ctx } = storeSubmit(schema, hooks, objectBody(body), auth, visible);
      const row = (await hooks.afterSubmit?.(saved, ctx)) ?? saved;
      return hooks.answer ? ok(hooks.answer(row)) : status(true);
    }), aliases.submit);
  }
  if (api.remove) {
    serve('post', `${api.prefix}/remove`, withScope(schema, async ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'delete');
      const gone = removeRecords(schema, splitIds(namedKeys(schema, query(request), 'remove')), auth, visible, hooks.removing);
      await hooks.afterRemove?.(gone, auth);
      return status(true);
    }));
  }
  if (api.select) {
    serve('get', `${api.prefix}/select`, withScope(schema, ({ request, auth, visible }) => {
      const params = query(request);
      // BladeX's select lists one tenant: the one asked for (administrators only), else the caller's.
      const tenantId = (auth.isAdministrator && params.get('tenantId')?.trim()) || auth.tenantId;
      // A tenant's rows through the tenant index: a school's look-up costs its own rows, whatever the district.
      const among = hooks.among?.(params, auth) ?? (schema.scope === 'tenant' ? db.group<CrudRow>(table, 'tenantId', tenantId) : rows());
      const selected = orderedRows(schema, among, new URLSearchParams(), keptWithin(params, auth, 'select', visible));
      return ok(shown ? selected.map((row) => shown(row, 'select')) : selected);
    }));
  }
  if (api.export) {
    serve('get', api.export, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const params = query(request);
      const exported = orderedRows(schema, scopedRows(schema, auth, params), searchOf(params), keptWithin(params, auth, 'export', withDataScope(auth, schema.menuCode, visible)));
      return exportAnswer(schema, shown ? exported.map((row) => shown(row, 'export')) : exported);
    }));
  }
  return handlers;
}


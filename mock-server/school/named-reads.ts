/**
 * Reads of the link tables that carry the names of the rows they link (as BladeX's VOs do), so
 * a list entry, its view and its export name its document, post, grade or stage:
 * list/page, detail and export of docrelation (docName, postName), graderelation (gradeName,
 * postName) and stagedoc (docName, stageName). The names are read, never stored.
 */
import { http, type HttpHandler } from 'msw';
import { resourceByName } from '../../src/schema';
import type { ResourceSchema } from '../../src/schema/types';
import { db } from '../db';
import { ok, requireParam } from '../envelope';
import { cellText } from '../crud/columns';
import { exportAnswer } from '../crud/export';
import { listPage, orderedRows } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, scopedRows, withScope } from '../crud/scope';
import { findVisible } from '../crud/write';

/** [id column, table it names, that table's name column, the name's key on the row]. */
type Name = readonly [field: string, table: string, column: string, as: string];

const names: Record<string, readonly Name[]> = {
  docrelation: [['docId', 'doc', 'docName', 'docName'], ['postId', 'post', 'postName', 'postName']],
  graderelation: [['gradeId', 'grade', 'gradeName', 'gradeName'], ['postId', 'post', 'postName', 'postName']],
  stagedoc: [['docId', 'doc', 'docName', 'docName'], ['stageDetailId', 'stagedetail', 'stageName', 'stageName']],
};

function named(table: string): (row: CrudRow) => CrudRow {
  const lookups = names[table]!.map(([field, target, column, as]) => {
    return (row: CrudRow) => [as, cellText(db.find<CrudRow>(target, cellText(row[field]))?.[column])] as const;
  });
  return (row) => ({ ...row, ...Object.fromEntries(lookups.map((lookup) => lookup(row))) });
}

function handlersOf(schema: ResourceSchema): HttpHandler[] {
  const { api } = schema;
  const read = (path: string, answer: (params: URLSearchParams, visible: (row: CrudRow) => boolean, rows: readonly CrudRow[]) => Response) =>
    http.get(`*/api${path}`, withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const params = new URL(request.url).searchParams;
      return answer(params, visible, scopedRows(schema, auth, params));
    }));
  return [
    read(`${api.prefix}/${api.list}`, (params, visible, rows) => {
      const page = listPage(schema, rows, params, visible);
      return ok({ ...page, records: page.records.map(named(schema.name)) });
    }),
    read(`${api.prefix}/detail`, (params, visible) => ok(named(schema.name)(findVisible(schema.name, requireParam(params, 'id'), visible)))),
    ...(api.export ? [read(api.export, (params, visible, rows) => exportAnswer(schema, orderedRows(schema, rows, params, visible).map(named(schema.name))))] : []),
  ];
}

export const namedReadHandlers: HttpHandler[] = Object.keys(names).flatMap((name) => handlersOf(resourceByName(name)!));

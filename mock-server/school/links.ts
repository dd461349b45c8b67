/**
 * How the school tables refer to each other, and what that means for writes:
 *
 * | row                | field         | refers to        | when the referred row is deleted      |
 * |--------------------|---------------|------------------|---------------------------------------|
 * | doc                | gradeId       | grade            | refused (the grade still has documents) |
 * | docrelation        | postId        | post             | (posts are 岗位管理's)                 |
 * | docrelation        | docId         | doc              | deleted with it (off every list)       |
 * | graderelation      | gradeId       | grade            | deleted with it                        |
 * | graderelation      | postId        | post             | (posts are 岗位管理's)                 |
 * | qns                | docId         | doc              | deleted with it, options and all       |
 * | option             | qnsId         | qns              | deleted with it                        |
 * | stagelist          | groupId       | stagelistgroup   | refused                                |
 * | stagelist          | gradeId       | grade            | refused                                |
 * | stagedetail        | stageListId   | stagelist        | refused                                |
 * | stagedetail        | statusId      | stageliststatus  | refused                                |
 * | stagedoc           | stageDetailId | stagedetail      | deleted with it                        |
 * | stagedoc           | docId         | doc              | refused (a plan still reads it)        |
 *
 * What belongs to a row (its place on reading lists, its questions and their options, a stage's
 * documents) goes with it; what organises other work (grades, groups, lists, statuses, a
 * document a stage plan uses) is refused while in use, naming the row and its user.
 * A write must refer to live rows of the row's own school. The platform administrator, who sees
 * every school, may refer to any school's rows: a row they add joins the school of the first
 * content row it refers to (their own tenant when it refers to none).
 */
import type { ResourceSchema } from '../../src/schema/types';
import { resourceByName } from '../../src/schema';
import { titleFieldOf } from '../../src/schema/types';
import { db } from '../db';
import { BadRequest } from '../envelope';
import { cellText } from '../crud/columns';
import type { Going } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';

interface Link {
  /** The referring table and its column. */
  table: string;
  field: string;
  /** The table referred to. */
  target: string;
  onDelete: 'cascade' | 'refuse' | 'none';
}

const links: readonly Link[] = [
  { table: 'doc', field: 'gradeId', target: 'grade', onDelete: 'refuse' },
  { table: 'docrelation', field: 'postId', target: 'post', onDelete: 'none' },
  { table: 'docrelation', field: 'docId', target: 'doc', onDelete: 'cascade' },
  { table: 'graderelation', field: 'gradeId', target: 'grade', onDelete: 'cascade' },
  { table: 'graderelation', field: 'postId', target: 'post', onDelete: 'none' },
  { table: 'qns', field: 'docId', target: 'doc', onDelete: 'cascade' },
  { table: 'option', field: 'qnsId', target: 'qns', onDelete: 'cascade' },
  { table: 'stagelist', field: 'groupId', target: 'stagelistgroup', onDelete: 'refuse' },
  { table: 'stagelist', field: 'gradeId', target: 'grade', onDelete: 'refuse' },
  { table: 'stagedetail', field: 'stageListId', target: 'stagelist', onDelete: 'refuse' },
  { table: 'stagedetail', field: 'statusId', target: 'stageliststatus', onDelete: 'refuse' },
  { table: 'stagedoc', field: 'stageDetailId', target: 'stagedetail', onDelete: 'cascade' },
  { table: 'stagedoc', field: 'docId', target: 'doc', onDelete: 'refuse' },
];

/** The live row of `table` with this id in this school (any school: undefined), if any: found by key. */
export function schoolRow(table: string, id: string, tenantId: string | undefined): CrudRow | undefined {
  const row = db.find<CrudRow>(table, id);
  return row && row.isDeleted === 0 && (tenantId === undefined || row.tenantId === tenantId) ? row : undefined;
}

/** The live rows of `table` whose `field` holds `value`, in table order: read from the field's groups, so it costs what it finds. */
export const liveGroup = (table: string, field: string, value: string): CrudRow[] =>
  db.group<CrudRow>(table, field, value).filter((row) => row.isDeleted === 0);

/** The school of the first content row (not a post) the record refers to. */
export function linkedTenant(schema: ResourceSchema, record: Record<string, unknown>): string | undefined {
  for (const link of links) {
    if (link.table !== schema.name || link.target === 'post') continue;
    const row = schoolRow(link.target, cellText(record[link.field]), undefined);
    if (row) return row.tenantId;
  }
  return undefined;
}

/** BadRequest unless every relation the record names is a live row of the school `tenantId` (any: undefined). */
export function assertLinks(schema: ResourceSchema, record: Record<string, unknown>, tenantId: string | undefined): void {
  for (const link of links) {
    if (link.table !== schema.name) continue;
    const id = cellText(record[link.field]);
    if (id !== '' && !schoolRow(link.target, id, tenantId)) throw new BadRequest(`所选${labelOf(schema, link.field)}不存在或已被删除`);
  }
}

const labelOf = (schema: ResourceSchema, field: string) => schema.fields.find((candidate) => candidate.name === field)?.label.zh ?? field;

/**
 * What belongs to `rows` of `table` and goes with them, after checking that nothing in use
 * would go: a refusal names the row in use and where.
 */
export function dependentsOf(table: string, rows: readonly CrudRow[]): Going[] {
  const ids = new Set(rows.map((row) => row.id));
  const going: Going[] = [];
  for (const link of links) {
    if (link.target !== table || link.onDelete === 'none') continue;
    const using = [...ids].flatMap((id) => liveGroup(link.table, link.field, id));
    if (using.length === 0) continue;
    if (link.onDelete === 'refuse') throw new BadRequest(refusal(table, rows, link, using[0]!));
    going.push({ table: link.table, rows: using }, ...dependentsOf(link.table, using));
  }
  return going;
}

function refusal(table: string, rows: readonly CrudRow[], link: Link, user: CrudRow): string {
  const target = resourceByName(table);
  const source = resourceByName(link.table);
  const used = rows.find((row) => row.id === cellText(user[link.field]));
  const name = target && used ? cellText(used[titleFieldOf(target).name]) : '';
  return `${target?.title.zh ?? table}「${name}」仍被${source?.title.zh ?? link.table}使用，不能删除`;
}

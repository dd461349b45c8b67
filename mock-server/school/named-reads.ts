/**
 * The link tables' rows carry the names of the rows they link (as BladeX's VOs do), so a list
 * entry, its view and its export name its document, post, grade or stage: the generic list,
 * detail and export of docrelation (docName, postName), graderelation (gradeName, postName) and
 * stagedoc (docName, stageName) answer them through these read hooks. The names are read, never
 * stored.
 */
import { db } from '../db';
import { cellText } from '../crud/columns';
import type { ReadHooks } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';

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

/** The read hooks of the link tables: each row answered with the names of the rows it links. */
export const namedReadHooks: Readonly<Record<string, ReadHooks>> = Object.fromEntries(
  Object.keys(names).map((table) => [table, { shown: named(table) }]),
);

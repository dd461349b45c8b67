/**
 * Makes a seed's big tables (the district's, seed/district.ts: a million API-log rows, 216,000
 * documents, 102,000 staff) ahead of their first read, between calls, so that no call waits
 * seconds for a table to be made and the first read of a table costs what a later one does.
 *
 * Each step makes about ten thousand rows of one table, with their key index and the groups the
 * mock's reads look rows up by (grouped-fields.ts), and then yields to the event loop (setImmediate), so calls that came meanwhile
 * are answered before the next step: a host listens first and makes its tables after. A call that
 * reads a table before it is made makes what is left of that table itself. Once a table's rows
 * are made, the order of each plain list of it (every live row in a list's default order, what the
 * platform administrator's first page is a slice of: crud/query.ts; and the order of the rows of a
 * kind the list keeps alone or leaves out, its hooks' `within`) is made the same way, a step of
 * sorting or merging at a time (order-steps.ts). The tables a sign-in reads are made first.
 */
import { resources } from '../../src/schema';
import type { ResourceSchema } from '../../src/schema/types';
import { hooksOf } from '../crud/hooks';
import { plainListOrderStep } from '../crud/query';
import { tableName } from '../crud/write';
import { db } from '../db';
import { GROUPED_FIELDS } from '../grouped-fields';
import { tableHooks } from '../handlers';

/** What making ahead made: how many tables and rows, in how long. */
export interface MadeAhead {
  tables: number;
  rows: number;
  ms: number;
}


/** The tables a sign-in reads (the school, the account, its roles): made first, so a sign-in soon after start waits least. */
const SIGN_IN = ['tenant', 'role', 'user'];

/** The schemas whose paged list (crud/handlers.ts's) reads the table. */
const listsOf = (table: string) => (resources as readonly ResourceSchema[]).filter((schema) => tableName(schema) === table && schema.api.list !== 'tree' && !schema.api.lazy);


/**
 * Makes every table not made yet, a step between calls; resolves once all are made. `stepped` is
 * told of each step (the standalone host's idle collection waits for the making to end).
 */
export async function makeAhead(stepped: () => void = () => {}): Promise<MadeAhead> {
  const started = performance.now();
  const nextTurn = () => {
    stepped();
    return new Promise<void>((resolve) => setImmediate(resolve));
  };
  const unmade = db.unmadeTables();
  const tables = [...SIGN_IN.filter((table) => unmade.includes(table)), ...unmade.filter((table) => !SIGN_IN.includes(table))];
  let rows = 0;
  // Every table's first part (the demo's rows, on the district) at once: a look-up of a value the
  // rest cannot hold (a demo account's) is then answered without the rest being made (tables.ts).
  for (const table of tables) db.makeStep(table, GROUPED_FIELDS);
  for (const table of tables) {
    while (!db.makeStep(table, GROUPED_FIELDS)) await nextTurn();
    rows += db.rows(table).length;
    for (const schema of listsOf(table)) {
      do await nextTurn();
      while (!plainListOrderStep(schema, table, hooksOf(tableHooks, schema)?.within));
    }
    await nextTurn();
  }
  return { tables: tables.length, rows, ms: performance.now() - started };
}

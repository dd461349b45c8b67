/**
 * A list call's search parameters, as BladeX's map-based lists read them, as row
 * predicates. A key is a column name,
 * optionally followed by an operator suffix:
 *
 * | key                               | keeps rows whose column ...                                    |
 * |-----------------------------------|----------------------------------------------------------------|
 * | `name`, exact column              | is one of the comma-joined values (a list column: shares one)   |
 * | `name`, text column               | contains the value, ignoring case (SQL `LIKE %v%`)             |
 * | `name_equal` / `_notequal`        | equals / differs from the value                                |
 * | `name_like` / `_notlike`          | contains / does not contain the value, ignoring case           |
 * | `name_likeleft` / `_likeright`    | ends / starts with the value, ignoring case (likeLeft = `%v`)  |
 * | `name_gt` `_ge` `_lt` `_le`       | compares with the value, as numbers when both are numbers      |
 * | `name_dategt` `_datege` `_datelt` `_datele` `_dateequal` | compares as a date with `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` (midnight) |
 * | `name_null` / `_notnull`          | is empty / is not                                              |
 * | `name_ignore`                     | (skipped)                                                      |
 *
 * Exact columns are listed in columns.ts. Keys naming no column are ignored (as an entity-bound
 * BladeX list ignores unknown properties), as are blank values and the paging keys. A date that
 * does not parse is a 400, never a 500.
 */
import type { ResourceSchema } from '../../src/schema/types';
import { splitIds } from '../auth/identity';
import { isDateText } from '../../src/formats/date-text';
import { BadRequest } from '../envelope';
import { cellText, columnsOf, type Column } from './columns';
import type { CrudRow } from './rows';

export type Predicate = (row: CrudRow) => boolean;

const operators = [
  'equal', 'notequal', 'like', 'notlike', 'likeleft', 'likeright', 'gt', 'ge', 'lt', 'le',
  'dategt', 'datege', 'datelt', 'datele', 'dateequal', 'null', 'notnull', 'ignore',
] as const;
type Operator = (typeof operators)[number];
const isOperator = (suffix: string): suffix is Operator => (operators as readonly string[]).includes(suffix);

/** Not searches: paging, ordering and the token (BladeX's Condition drops these first). */
const reserved = new Set(['current', 'size', 'ascs', 'descs', 'blade-auth']);

/** One search of a call: its column, operator (none: a plain key) and value. */
interface Search {
  column: Column;
  operator: Exclude<Operator, 'ignore'> | undefined;
  value: string;
  key: string;
}

/** The call's searches, in the order of its keys. */
function searchesOf(schema: ResourceSchema, params: URLSearchParams): Search[] {
  const columns = columnsOf(schema);
  const searches: Search[] = [];
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (value === '' || reserved.has(key.toLowerCase())) continue;
    const cut = key.lastIndexOf('_');
    const suffix = cut > 0 ? key.slice(cut + 1) : '';
    const operator = isOperator(suffix) ? suffix : undefined;
    const column = columns.get(operator ? key.slice(0, cut) : key);
    if (!column || operator === 'ignore') continue;
    searches.push({ column, operator, value, key });
  }
  return searches;
}

export function compileFilters(schema: ResourceSchema, params: URLSearchParams): Predicate[] {
  return searchesOf(schema, params).map(({ column, operator, value, key }) => (operator ? withOperator(column.name, operator, value, key) : plain(column, value)));
}

/** A search for part of a text: its field, the text searched, and whether a value of the field matches. */
export interface TextSearch {
  field: string;
  text: string;
  matches: (text: string) => boolean;
}

/** The call's searches for part of a text: a text column's plain key, or a `_like` key. */
export function textSearches(schema: ResourceSchema, params: URLSearchParams): TextSearch[] {
  return searchesOf(schema, params)
    .filter(({ column, operator }) => operator === 'like' || (!operator && !column.exact))
    .map(({ column: { name }, value }) => {
      const holds = contains(name, value);
      return { field: name, text: value, matches: (text: string) => holds({ [name]: text } as CrudRow) };
    });
}

/** A key without a suffix: exact (any of a comma list) or substring, by column. */
function plain(column: Column, value: string): Predicate {
  const { name } = column;
  if (!column.exact) return contains(name, value);
  const wanted = new Set(splitIds(value));
  if (column.list) return (row) => splitIds(cellText(row[name])).some((item) => wanted.has(item));
  return (row) => wanted.has(cellText(row[name]));
}

function withOperator(name: string, operator: Exclude<Operator, 'ignore'>, value: string, key: string): Predicate {
  const not = (keep: Predicate): Predicate => (row) => !keep(row);
  const text = (row: CrudRow) => cellText(row[name]);
  const lower = value.toLowerCase();
  switch (operator) {
    case 'equal': return (row) => text(row) === value;
    case 'notequal': return (row) => text(row) !== value;
    case 'like': return contains(name, value);
    case 'notlike': return not(contains(name, value));
    case 'likeleft': return (row) => text(row).toLowerCase().endsWith(lower);
    case 'likeright': return (row) => text(row).toLowerCase().startsWith(lower);
    case 'gt': return compared(name, value, (c) => c > 0);
    case 'ge': return compared(name, value, (c) => c >= 0);
    case 'lt': return compared(name, value, (c) => c < 0);
    case 'le': return compared(name, value, (c) => c <= 0);
    case 'null': return (row) => text(row) === '';
    case 'notnull': return (row) => text(row) !== '';
    default: return dated(name, operator, dateBound(value, key));
  }
}

/**
 * Substring ignoring case. A needle without letters is a plain `includes`; otherwise a literal
 * case-insensitive RegExp, which tests without allocating a lower-cased copy of every cell.
 */
function contains(name: string, value: string): Predicate {
  if (value.toLowerCase() === value.toUpperCase()) return (row) => cellText(row[name]).includes(value);
  const pattern = new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return (row) => pattern.test(cellText(row[name]));
}

/** SQL semantics: an empty cell compares with nothing. */
function compared(name: string, value: string, keep: (comparison: number) => boolean): Predicate {
  const bound = Number(value);
  const numeric = !Number.isNaN(bound);
  return (row) => {
    const cell = row[name];
    if (cell === null || cell === undefined || cell === '') return false;
    const number = Number(cell);
    if (numeric && !Number.isNaN(number)) return keep(number - bound);
    const text = String(cell);
    return keep(text < value ? -1 : text > value ? 1 : 0);
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Length of 'yyyy-MM-dd HH:mm:ss'. */
const STAMP_LENGTH = 19;

/** The bound as a full stamp; stamps of that fixed format compare correctly as text. */
function dateBound(value: string, key: string): string {
  const stamp = DAY.test(value) ? `${value} 00:00:00` : value;
  // A day that does not exist (2024-13-45, 2024-02-30) is refused too, never read as another.
  if (!isDateText(stamp, true)) throw new BadRequest(`请求参数类型错误: ${key}`);
  return stamp;
}

function dated(name: string, operator: 'dategt' | 'datege' | 'datelt' | 'datele' | 'dateequal', bound: string): Predicate {
  const tests = {
    dategt: (stamp: string) => stamp > bound,
    datege: (stamp: string) => stamp >= bound,
    datelt: (stamp: string) => stamp < bound,
    datele: (stamp: string) => stamp <= bound,
    dateequal: (stamp: string) => stamp === bound,
  };
  const test = tests[operator];
  // A cell that is not a stamp (empty, another format) is SQL NULL: it matches no comparison.
  return (row) => {
    const cell = row[name];
    return typeof cell === 'string' && cell.length === STAMP_LENGTH && test(cell);
  };
}

/**
 * A page of a list read from two order indexes of one table (tables.ts's `ordered`, kept last
 * first): every live row, and the live rows of a kind the list leaves out (a user list's pending
 * registrations). Where a row left out stands in the whole order is found by binary search, so a
 * page costs its own rows and a few searches, whatever the size of the table and of the kind.
 */
import { indexIn } from '../order-steps';
import type { CrudRow } from './rows';

/**
 * The rows from `offset` on (at most `size`) of the list of `all` less `left` (both sorted by
 * `compare`, last first; `left` holds only rows of `all`).
 */
export function pageLeavingOut(
  all: readonly CrudRow[],
  left: readonly CrudRow[],
  compare: (a: CrudRow, b: CrudRow) => number,
  offset: number,
  size: number,
): CrudRow[] {
  // The list's place (first first) of its j-th row left out; past the end when there is none.
  const placeOfLeft = (j: number) => (j >= left.length ? all.length : all.length - 1 - indexIn(all, left[left.length - 1 - j]!, compare));
  // The rows left out before the page's first row are those with at most `offset` rows kept
  // before them; that count (a row's place less the rows left out before it) grows along the list.
  let low = 0;
  let high = left.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (placeOfLeft(middle) - middle <= offset) low = middle + 1;
    else high = middle;
  }
  let j = low;
  let next = placeOfLeft(j);
  const records: CrudRow[] = [];
  for (let at = offset + low; records.length < size && at < all.length; at++) {
    if (at === next) next = placeOfLeft(++j);
    else records.push(all[all.length - 1 - at]!);
  }
  return records;
}

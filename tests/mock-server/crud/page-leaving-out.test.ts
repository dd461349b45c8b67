/** A page of a list less the rows of a kind, read from the two order indexes: the page of the list filtered row by row. */
import { describe, expect, it } from 'vitest';
import { pageLeavingOut } from '../../../mock-server/crud/page-leaving-out';
import type { CrudRow } from '../../../mock-server/crud/rows';
import { randomStream } from '../table-stream';

// Sorted last first, as the order indexes are: the list (first first) is the array read backwards.
const byId = (a: CrudRow, b: CrudRow) => Number(a.id) - Number(b.id);

describe('a page leaving a kind of row out', () => {
  it('is the page of the list with those rows filtered out, for any rows left out, page and size', () => {
    const random = randomStream(11);
    for (let round = 0; round < 200; round++) {
      const all: CrudRow[] = Array.from({ length: random(60) }, (_, i) => ({ id: String(i), isDeleted: 0 }));
      // Few, many, none or every row left out.
      const share = [0, 1, 3, 10][random(4)]!;
      const left = all.filter(() => random(10) < share);
      const list = [...all].reverse().filter((row) => !left.includes(row));
      const size = 1 + random(12);
      const offset = size * random(8);
      expect(pageLeavingOut(all, left, byId, offset, size), `round ${round}`).toEqual(list.slice(offset, offset + size));
    }
  });
});

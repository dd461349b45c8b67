/**
 * A table's rows by the characters of one field's text, for a search for part of that text (SQL
 * `LIKE %v%`, ignoring case): a text holding the searched one holds each of its characters, so
 * only the rows holding its rarest character can match. Characters are filed folded as a
 * case-insensitive RegExp compares UTF-16 units (each upper-cased, unless that makes a non-ASCII
 * unit ASCII), so the rows found are never fewer than the search's own test keeps. Kept by every
 * write of the table (tables.ts).
 */
export class CharIndex<Row> {
  private readonly byChar = new Map<string, Row[]>();
  /** Rows filed, counted once per distinct character of their text: what the index costs. */
  entries = 0;

  constructor(private readonly textOf: (row: Row) => string) {}

  add(row: Row): void {
    for (const char of charsOf(this.textOf(row))) {
      const rows = this.byChar.get(char);
      if (rows) rows.push(row);
      else this.byChar.set(char, [row]);
      this.entries++;
    }
  }

  remove(row: Row): void {
    for (const char of charsOf(this.textOf(row))) {
      const rows = this.byChar.get(char);
      // From the end: the rows written last are those most often written again. Order does not matter.
      const at = rows ? rows.lastIndexOf(row) : -1;
      if (at < 0) continue;
      rows![at] = rows![rows!.length - 1]!;
      rows!.pop();
      if (rows!.length === 0) this.byChar.delete(char);
      this.entries--;
    }
  }

  /** The rows that can hold `text`: those holding its rarest character, in no order; none when a character is in no row. */
  rowsHolding(text: string): readonly Row[] {
    let fewest: readonly Row[] | undefined;
    for (const char of charsOf(text)) {
      const rows = this.byChar.get(char);
      if (!rows) return [];
      if (!fewest || rows.length < fewest.length) fewest = rows;
    }
    return fewest ?? [];
  }
}

/** A UTF-16 unit as a case-insensitive RegExp without the u flag compares it. */
function fold(unit: string): string {
  const upper = unit.toUpperCase();
  return upper.length === 1 && !(unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) ? upper : unit;
}

function charsOf(text: string): Set<string> {
  const chars = new Set<string>();
  for (let i = 0; i < text.length; i++) chars.add(fold(text[i]!));
  return chars;
}

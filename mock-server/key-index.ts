/**
 * A table's rows by key (tables.ts), kept in two maps: the keys the index was built with, and the
 * keys that came after. A V8 Map appends each new key to its table and reclaims the slots of
 * deleted keys only when the table is full; a full table of a million keys with few deleted is
 * rebuilt at twice the size (28 MiB more for a million keys). A log's rows come and go by the
 * thousand, so a map of a million built keys, with each new row's key added and each dropped row's
 * deleted, would grow by that much after some tens of thousands of calls. The built keys are
 * therefore only ever replaced in place or deleted, and new keys go to a map of their own, which
 * stays the size of what came and is still there.
 */
export class KeyIndex<Row> {
  private readonly added = new Map<string, Row>();

  constructor(private readonly built: Map<string, Row>) {}

  get(key: string): Row | undefined {
    return this.added.get(key) ?? this.built.get(key);
  }

  set(key: string, row: Row): void {
    if (this.built.has(key)) this.built.set(key, row);
    else this.added.set(key, row);
  }

  delete(key: string): void {
    if (!this.built.delete(key)) this.added.delete(key);
  }
}

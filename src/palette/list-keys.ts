/** Cursor arithmetic over list rows, where heading rows cannot be highlighted. */

export interface KeyedRow {
  kind: 'heading' | 'item';
}

export function firstItem(rows: readonly KeyedRow[]): number {
  return rows.findIndex((row) => row.kind === 'item');
}

export function lastItem(rows: readonly KeyedRow[]): number {
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.kind === 'item') return i;
  return -1;
}

/** One item up or down, wrapping at the real ends of the list (not the rendered window). */
export function stepWrapping(rows: readonly KeyedRow[], from: number, direction: 1 | -1): number {
  const n = rows.length;
  if (from < 0 || from >= n) return direction > 0 ? firstItem(rows) : lastItem(rows);
  for (let k = 1, i = from; k <= n; k++) {
    i = (((i + direction) % n) + n) % n;
    if (rows[i]!.kind === 'item') return i;
  }
  return -1;
}

/** `count` items up or down, stopping at the ends (Page Up / Page Down). */
export function stepClamped(rows: readonly KeyedRow[], from: number, count: number): number {
  const direction = count < 0 ? -1 : 1;
  let result = from;
  for (let i = from + direction, left = Math.abs(count); i >= 0 && i < rows.length && left > 0; i += direction) {
    if (rows[i]!.kind === 'item') {
      result = i;
      left--;
    }
  }
  return result < 0 ? firstItem(rows) : result;
}

/**
 * Reading the standalone server's folder at start (journal-store.ts writes it): every record that
 * can be read is taken, and what cannot is listed to be kept aside (set-aside.ts). Reading writes
 * nothing: the folder is rewritten (journal-store.ts's repair) only by the first write served.
 *
 * Both files start with a header naming the fixtures they were stored over; a file whose header
 * cannot be read belongs to the fixtures the other file's header names, else it is set aside
 * whole. A file of other fixtures is set aside whole too: its rows override rows that may no
 * longer exist. Files of the format before checksums (state.json, a journal without a header)
 * are read as they were, and rewritten in this format by the first write.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCheckedLines, type ReadLines, type UnreadLine } from './checked-lines';
import { rowsIn, type Unread } from './set-aside';

export const STATE = 'state.ndjson';
export const JOURNAL = 'journal.ndjson';
/** The snapshot as it was stored before lines had checksums: one JSON document. */
export const LEGACY_STATE = 'state.json';

/** A file's first line: the fixtures its rows differ from (db.seedFingerprint). */
export interface Header {
  seed: string;
}

/** A row as stored: `base` (a journal's) when the row went back to the fixtures' version. */
export interface StoredRow {
  t: string;
  k: string;
  j: string | null;
  o: number;
  base?: boolean;
}

export interface FileType {
  key: string;
  /** null when the file was removed. */
  type: string | null;
}

/** One record: a commit in the journal; one row or one file in the snapshot. */
export interface Line {
  rows: StoredRow[];
  files: FileType[];
}

export interface FolderRead {
  /** Every row read that differs from the fixtures, by table and key. */
  rows: Map<string, StoredRow>;
  /** Uploaded files' content types, by object key. */
  types: Map<string, string>;
  /** What could not be read, to be kept aside. */
  unread: Unread[];
  /** Whether the files must be written anew before anything is appended (see the header). */
  repair: boolean;
  journalBytes: number;
  journalLines: number;
  stateBytes: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function holdsObject(json: string): boolean {
  try {
    return isObject(JSON.parse(json));
  } catch {
    return false;
  }
}

const isHeader = (value: unknown): value is Header => isObject(value) && typeof value.seed === 'string' && !('rows' in value);

/** A row; its JSON is parsed to be sure only where no checksum vouches for it (the rows are parsed again when they are served). */
function isRow(value: unknown, checked = false): value is StoredRow {
  if (!isObject(value)) return false;
  const { t, k, j, o, base } = value;
  return typeof t === 'string' && typeof k === 'string' && typeof o === 'number' && (base === undefined || typeof base === 'boolean')
    && (j === null || (typeof j === 'string' && (checked || holdsObject(j))));
}

const isFileType = (value: unknown): value is FileType =>
  isObject(value) && typeof value.key === 'string' && (value.type === null || typeof value.type === 'string');

const isLine = (value: unknown, checked = false): value is Line =>
  isObject(value) && Array.isArray(value.rows) && value.rows.every((row) => isRow(row, checked)) && Array.isArray(value.files) && value.files.every(isFileType);

const isRecord = (value: unknown, checked: boolean): value is Header | Line => isHeader(value) || isLine(value, checked);

/** A file of this store, read line by line. */
type Lines = ReadLines<Header | Line>;

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/** The lines not read, as one piece to keep aside. */
function unreadLines(file: string, lines: UnreadLine[]): Unread {
  const bytes = Buffer.concat(lines.map((line) => line.bytes));
  const why = lines.map((line) => `line ${line.line}: ${line.why}`).join('; ');
  return { file, bytes, why, rows: rowsIn(bytes) };
}

const whole = (file: string, bytes: Buffer, why: string): Unread => ({ file, bytes, why, rows: rowsIn(bytes) });

/** Takes a record into the rows and files held. */
export function takeLine(held: Pick<FolderRead, 'rows' | 'types'>, line: Line): void {
  for (const { t, k, j, o, base } of line.rows) {
    if (base) held.rows.delete(`${t}\n${k}`);
    else held.rows.set(`${t}\n${k}`, { t, k, j, o });
  }
  for (const { key, type } of line.files) {
    if (type === null) held.types.delete(key);
    else held.types.set(key, type);
  }
}

/** Reads the folder as the header says; `seed` is the fixtures the server runs on. */
export function readFolder(folder: string, seed: string): FolderRead {
  const read: FolderRead = { rows: new Map(), types: new Map(), unread: [], repair: false, journalBytes: 0, journalLines: 0, stateBytes: 0 };
  const take = (line: Line) => takeLine(read, line);
  const state = readIfThere(join(folder, STATE));
  const legacy = readIfThere(join(folder, LEGACY_STATE));
  const journal = readIfThere(join(folder, JOURNAL));
  const stateLines = state && readCheckedLines(state, isRecord);
  const journalLines = journal && readCheckedLines(journal, isRecord);
  const stateSeed = headerOf(stateLines);
  const journalSeed = headerOf(journalLines);

  /** Takes a file's records over `fixtures`, or sets it aside whole. */
  const takeFile = (file: string, bytes: Buffer, lines: Lines, fixtures: string | undefined) => {
    if (fixtures !== seed) {
      read.unread.push(whole(file, bytes, fixtures === undefined ? 'its header cannot be read' : 'it was stored over other fixtures'));
      return;
    }
    const misplaced = lines.records.filter((record, i) => isHeader(record.value) !== (i === 0 && record.line === 1));
    const unread = [...lines.unread, ...misplaced.map(({ line }) => ({ line, bytes: lineAt(bytes, line), why: 'it is not where it belongs in the file' }))];
    for (const record of lines.records) if (!misplaced.includes(record) && isLine(record.value)) take(record.value);
    if (unread.length > 0) read.unread.push(unreadLines(file, unread.sort((a, b) => a.line - b.line)));
  };

  let legacyRead = false;
  if (state && stateLines) {
    takeFile(STATE, state, stateLines, stateSeed ?? journalSeed);
    read.stateBytes = state.length;
    if (legacy) read.unread.push(whole(LEGACY_STATE, legacy, `it is an older snapshot than ${STATE}, which was read instead`));
  } else if (legacy) {
    legacyRead = readLegacy(legacy, seed, read, take);
    read.stateBytes = legacy.length;
  }
  if (journal && journalLines) {
    const headed = journalSeed !== undefined || stateSeed !== undefined;
    if (headed) takeFile(JOURNAL, journal, journalLines, journalSeed ?? stateSeed);
    else takeLegacyJournal(journal, journalLines, legacyRead ? seed : undefined, read, take);
    read.journalBytes = journal.length;
    read.journalLines = journalLines.records.length + journalLines.unread.length;
  }
  read.repair = read.unread.length > 0 || !state || !journalSeed;
  return read;
}

/** The fixtures a file's first line names, if it is a header that was read. */
function headerOf(lines: Lines | undefined): string | undefined {
  const first = lines?.records[0];
  return first?.line === 1 && isHeader(first.value) ? first.value.seed : undefined;
}

function lineAt(bytes: Buffer, line: number): Buffer {
  let start = 0;
  for (let n = 1; n < line; n++) start = bytes.indexOf(0x0a, start) + 1;
  const end = bytes.indexOf(0x0a, start);
  return bytes.subarray(start, end < 0 ? bytes.length : end + 1);
}

/** The older snapshot, one JSON document: whether it was read (its rows that are not whole are set aside). */
function readLegacy(bytes: Buffer, seed: string, read: FolderRead, take: (line: Line) => void): boolean {
  let state: unknown;
  try {
    state = JSON.parse(bytes.toString('utf8'));
  } catch {
    read.unread.push(whole(LEGACY_STATE, bytes, 'it does not parse'));
    return false;
  }
  if (!isObject(state) || !Array.isArray(state.rows) || !isObject(state.files)) {
    read.unread.push(whole(LEGACY_STATE, bytes, 'it is not a snapshot'));
    return false;
  }
  if (state.seed !== seed) {
    read.unread.push(whole(LEGACY_STATE, bytes, 'it was stored over other fixtures'));
    return false;
  }
  const bad = state.rows.filter((row) => !isRow(row));
  take({ rows: state.rows.filter((row) => isRow(row)), files: Object.entries(state.files).filter(([, type]) => typeof type === 'string').map(([key, type]) => ({ key, type: type as string })) });
  if (bad.length > 0) {
    const text = Buffer.from(bad.map((row) => `${JSON.stringify(row)}\n`).join(''));
    read.unread.push({ file: LEGACY_STATE, bytes: text, why: `${bad.length} of its rows are not whole`, rows: bad.length });
  }
  return true;
}

/** A journal of the older format (no header): read only over the older snapshot it followed, which was read. */
function takeLegacyJournal(bytes: Buffer, lines: Lines, fixtures: string | undefined, read: FolderRead, take: (line: Line) => void): void {
  if (fixtures === undefined) {
    if (bytes.length > 0) read.unread.push(whole(JOURNAL, bytes, `the snapshot it follows (${LEGACY_STATE}) was not read`));
    return;
  }
  for (const record of lines.records) if (isLine(record.value)) take(record.value);
  if (lines.unread.length > 0) read.unread.push(unreadLines(JOURNAL, lines.unread));
}

/**
 * What the standalone server found in its folder and could not read, kept as found in
 * `set-aside/` of the folder: damaged lines, a snapshot or journal stored over other fixtures, an
 * older snapshot that does not parse. Nothing there is read again: it is there for a person to
 * look at (or repair and append to the journal). A copy is named by its source and the hash of
 * its bytes, so a start that is made again over the same folder keeps one copy, not two.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { syncFolder, writeDurably } from './disk';

export const SET_ASIDE = 'set-aside';

/** Something a start did not read, and what the log says of it. */
export interface Unread {
  /** The file it came from, in the data folder. */
  file: string;
  /** The whole file, or the lines of it that were not read (each ending in '\n'). */
  bytes: Buffer;
  /** Why, for the log: which lines and what was wrong with them, or what was wrong with the file. */
  why: string;
  /** The rows it held (counted in its text, so an estimate where it does not parse). */
  rows: number;
}

/** The path the copy of `unread` is kept at, in `folder`. */
export function setAsidePath(folder: string, unread: Unread): string {
  const hash = createHash('sha256').update(unread.bytes).digest('hex').slice(0, 12);
  return join(folder, SET_ASIDE, `${unread.file}-${hash}`);
}

/** Keeps a durable copy of `unread` (throws when it cannot be written); its path. */
export function keepCopy(folder: string, unread: Unread): string {
  const path = setAsidePath(folder, unread);
  if (existsSync(path)) return path;
  mkdirSync(join(folder, SET_ASIDE), { recursive: true });
  writeDurably(path, unread.bytes);
  syncFolder(join(folder, SET_ASIDE));
  syncFolder(folder);
  return path;
}

/** Rows in the text of stored rows: each one's JSON has one `"t":` key (a row's own JSON inside it escapes its quotes). */
export const rowsIn = (bytes: Buffer) => bytes.toString('utf8').split('"t":').length - 1;

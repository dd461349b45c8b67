/**
 * The standalone server's store: a folder on disk.
 *
 * | file            | holds                                                                 |
 * |-----------------|-----------------------------------------------------------------------|
 * | state.json      | the fixtures' fingerprint, each row that differs from them, the files' content types |
 * | journal.ndjson  | one line per commit since state.json was written: its rows and files   |
 * | files/<sha-256> | the bytes of an uploaded file, named by the hash of its object key     |
 *
 * A commit writes its files, then appends its line to the journal and fsyncs it before the call
 * is answered: whatever was answered survives a crash (SIGKILL, power loss) as well as a clean
 * stop. At start, every COMPACT_EVERY commits (or COMPACT_BYTES of journal), and after a reset,
 * state.json is written anew (to a temporary
 * file, fsynced, renamed over the old) and the journal emptied. A line that does not parse (the
 * last one, torn by a crash in mid-write) is skipped with a warning; a commit that fails
 * part-way cuts the journal back to where it was, so no torn line is ever followed by others.
 *
 * The journal is appended and fsynced asynchronously, so the server goes on serving calls while
 * the disk syncs (durable.ts has the writes made meanwhile wait for the next commit, one commit at
 * a time); the rest (uploaded files, compaction, reading) is synchronous, as it is rare.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsync, fsyncSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, write, writeSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { RowChange } from './rows';
import type { DurableStore } from './store';

/** Commits between two compactions. */
export const COMPACT_EVERY = 1000;
/** Nor does the journal grow past this, or past state.json's size if larger (large rows rewritten often). */
const COMPACT_BYTES = 16 * 1024 * 1024;

interface StoredRow {
  t: string;
  k: string;
  j: string | null;
  o: number;
}

interface Line {
  /** The seed came back: every row held before goes. */
  reset?: boolean;
  rows: RowChange[];
  files: { key: string; type: string | null }[];
}

interface State {
  seed: string;
  rows: StoredRow[];
  files: Record<string, string>;
}

const fileName = (key: string) => createHash('sha256').update(key).digest('hex');

/** Writes all of `bytes` at `position` of the file. */
function writeAll(fd: number, bytes: Uint8Array, position = 0): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, position + at);
}

const writeAsync = promisify(write);
const fsyncAsync = promisify(fsync);

/** Writes all of `bytes` at `position` of the file, without blocking the event loop. */
async function writeAllAsync(fd: number, bytes: Uint8Array, position: number): Promise<void> {
  for (let at = 0; at < bytes.length;) at += (await writeAsync(fd, bytes, at, bytes.length - at, position + at)).bytesWritten;
}

/** Writes a file whole or not at all: a temporary file, fsynced, renamed over the old one. */
function writeDurably(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeAll(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** Makes a rename or an unlink in the folder durable. */
function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function journalStore(folder: string): DurableStore {
  const statePath = join(folder, 'state.json');
  const journalPath = join(folder, 'journal.ndjson');
  const filesFolder = join(folder, 'files');
  const rows = new Map<string, StoredRow>();
  const types = new Map<string, string>();
  let seed = '';
  let journal = -1;
  let journalSize = 0;
  let lines = 0;
  let stateSize = 0;

  function take(line: Line): void {
    if (line.reset) rows.clear();
    for (const { t, k, j, o, base } of line.rows) {
      if (base) rows.delete(`${t}\n${k}`);
      else rows.set(`${t}\n${k}`, { t, k, j, o });
    }
    for (const { key, type } of line.files) {
      if (type === null) types.delete(key);
      else types.set(key, type);
    }
  }

  /** Whether a state.json of these fixtures was read (else the journal belongs to none). */
  function readState(): boolean {
    if (!existsSync(statePath)) return false;
    let state: State;
    try {
      state = JSON.parse(readFileSync(statePath, 'utf8')) as State;
    } catch (error) {
      console.warn(`[mock-server] ${statePath} cannot be read; starting from the fixtures`, error);
      return false;
    }
    if (state.seed !== seed) {
      console.warn('[mock-server] the fixtures changed since the data was stored; starting from the fixtures');
      return false;
    }
    for (const row of state.rows) rows.set(`${row.t}\n${row.k}`, row);
    for (const [key, type] of Object.entries(state.files)) types.set(key, type);
    return true;
  }

  function readJournal(): void {
    if (!existsSync(journalPath)) return;
    const text = readFileSync(journalPath, 'utf8');
    const all = text.split('\n');
    // A whole line ends in '\n'; what follows the last one was cut off by a crash.
    const torn = all.pop();
    if (torn) console.warn(`[mock-server] ${journalPath}: skipped a torn last record (${torn.length} bytes)`);
    all.forEach((line, i) => {
      try {
        take(JSON.parse(line) as Line);
      } catch {
        console.warn(`[mock-server] ${journalPath}: skipped record ${i + 1}, which does not parse`);
      }
    });
  }

  /** state.json anew from what is held, the journal emptied, files no row names removed. */
  function compact(): void {
    const state = Buffer.from(JSON.stringify({ seed, rows: [...rows.values()], files: Object.fromEntries(types) } satisfies State));
    writeDurably(statePath, state);
    stateSize = state.length;
    if (journal >= 0) closeSync(journal);
    journal = openSync(journalPath, 'w');
    fsyncSync(journal);
    journalSize = 0;
    lines = 0;
    const named = new Set([...types.keys()].map(fileName));
    for (const name of readdirSync(filesFolder)) if (!named.has(name)) rmSync(join(filesFolder, name), { force: true });
    syncFolder(folder);
  }

  async function append(line: Line): Promise<void> {
    const bytes = Buffer.from(`${JSON.stringify(line)}\n`);
    try {
      await writeAllAsync(journal, bytes, journalSize);
      await fsyncAsync(journal);
    } catch (error) {
      // No room for all of it: what was written of the line goes, so the journal stays whole lines.
      try {
        ftruncateSync(journal, journalSize);
      } catch {
        // The cut failed too; at start the torn line is skipped.
      }
      throw error;
    }
    journalSize += bytes.length;
    lines += 1;
  }

  return {
    async load(fingerprint) {
      seed = fingerprint;
      mkdirSync(filesFolder, { recursive: true });
      if (readState()) readJournal();
      compact();
      return { rows: [...rows.values()].map((row) => ({ ...row, base: false })), worker: 0 };
    },
    async commit({ rows: changed, blobs, reset }) {
      const written = blobs.filter((change) => change.blob !== null);
      for (const { key, blob } of written) writeDurably(join(filesFolder, fileName(key)), blob!.bytes);
      if (written.length > 0) syncFolder(filesFolder);
      const line: Line = { ...(reset ? { reset } : {}), rows: changed.map(({ t, k, j, o, base }) => ({ t, k, j, o, base })), files: blobs.map(({ key, blob }) => ({ key, type: blob?.contentType ?? null })) };
      await append(line);
      take(line);
      for (const { key } of blobs.filter((change) => change.blob === null)) rmSync(join(filesFolder, fileName(key)), { force: true });
      if (reset || lines >= COMPACT_EVERY || journalSize > Math.max(COMPACT_BYTES, stateSize)) compact();
    },
    async blob(key) {
      const contentType = types.get(key);
      if (contentType === undefined) return undefined;
      const bytes = readFileSync(join(filesFolder, fileName(key)));
      return { bytes: new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)), contentType };
    },
  };
}

/**
 * The standalone server's store: a folder on disk.
 *
 * | file             | holds                                                                  |
 * |------------------|------------------------------------------------------------------------|
 * | state.ndjson     | a snapshot: a header (the fixtures' fingerprint), then a line per row that differs from them and a line per uploaded file's content type |
 * | journal.ndjson   | a header, then one line per commit since the snapshot was written: its rows and files |
 * | files/<sha-256>  | the bytes of an uploaded file, named by the hash of its object key     |
 * | set-aside/       | what a start found and could not read, kept as found (set-aside.ts)     |
 *
 * Every line carries a checksum (checked-lines.ts), so a damaged byte is found, and only the line
 * it is in is lost: the server starts with every line it can read (journal-read.ts), keeps a copy
 * of the others in set-aside/ once it listens (`keepAside`) and says how many rows they held. A
 * start writes nothing else, and nothing at all before it listens: a start that fails leaves the
 * folder as it was. The first commit after a start that
 * found anything unread (or files of the older format, or no files yet) first writes the snapshot
 * anew from what was read, and the journal with nothing but its header: the repair.
 *
 * A commit writes its files, then appends its line to the journal and fsyncs it before the call
 * is answered: whatever was answered survives a crash (SIGKILL, power loss) as well as a clean
 * stop. Every COMPACT_EVERY commits (or COMPACT_BYTES of journal), and after a reset, the snapshot
 * is written anew (to a temporary file, fsynced, renamed over the old) and the journal emptied. A
 * commit that fails part-way cuts the journal back to where it was, so no torn line is ever
 * followed by others. A folder that cannot be written is found at start (`unwritable`): what is
 * stored is served, and every commit is refused until the folder can be written.
 *
 * The journal is appended and fsynced asynchronously, so the server goes on serving calls while
 * the disk syncs (durable.ts has the writes made meanwhile wait for the next commit, one commit at
 * a time); the rest (uploaded files, compaction, reading) is synchronous, as it is rare.
 */
import { createHash } from 'node:crypto';
import { accessSync, closeSync, constants, existsSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkedLine } from './checked-lines';
import { fsyncAsync, syncFolder, writeAllAsync, writeDurably } from './disk';
import { JOURNAL, LEGACY_STATE, readFolder, STATE, takeLine, type Line, type StoredRow } from './journal-read';
import { keepCopy, SET_ASIDE, type Unread } from './set-aside';
import type { DurableStore } from './store';

/** Commits between two compactions. */
export const COMPACT_EVERY = 1000;
/** Nor does the journal grow past this, or past the snapshot's size if larger (large rows rewritten often). */
const COMPACT_BYTES = 16 * 1024 * 1024;

/** What a start found, for the server's start message. */
export interface StartReport {
  /** Rows read that differ from the fixtures. */
  rows: number;
  /** What could not be read, each with where its copy is kept (or why no copy could be made). */
  unread: (Unread & { keptIn?: string; notKept?: string })[];
  /** Why the folder cannot be written, when it cannot. */
  unwritable?: string;
}

export interface JournalStore extends DurableStore {
  /**
   * Keeps a copy of what the last load could not read (where the folder can be written; else the
   * first commit does, or is refused) and says what the load found. Called once the server
   * listens, so a start that fails writes nothing.
   */
  keepAside(): StartReport;
}

const fileName = (key: string) => createHash('sha256').update(key).digest('hex');

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why `folder` (or, while it does not exist, the folder it would be made in) cannot be written. */
function unwritable(folder: string, files: readonly string[]): string | undefined {
  let nearest = folder;
  while (!existsSync(nearest) && dirname(nearest) !== nearest) nearest = dirname(nearest);
  try {
    for (const path of [nearest, ...files.filter((file) => existsSync(file))]) accessSync(path, constants.W_OK);
    return undefined;
  } catch (error) {
    return reason(error);
  }
}

export function journalStore(folder: string): JournalStore {
  const statePath = join(folder, STATE);
  const journalPath = join(folder, JOURNAL);
  const filesFolder = join(folder, 'files');
  /** The rows and files' content types stored, by table and key and by object key. */
  let held = { rows: new Map<string, StoredRow>(), types: new Map<string, string>() };
  let seed = '';
  let journal = -1;
  let journalSize = 0;
  let lines = 0;
  let stateSize = 0;
  /** Whether the files are to be written anew before the next append (journal-read.ts). */
  let repair = true;
  let report: StartReport = { rows: 0, unread: [] };
  /** Until the first compaction after a start that found something unread, files no row names are kept aside. */
  let keepUnnamed = false;

  /** A copy of each unread piece not kept yet; throws when one cannot be kept (nothing is then rewritten). */
  function keepUnread(): void {
    for (const unread of report.unread) {
      unread.keptIn ??= keepCopy(folder, unread);
      unread.notKept = undefined;
    }
  }

  /** The snapshot anew from what is held, the journal emptied, the files no row names removed. */
  function compact(): void {
    const header = checkedLine({ seed });
    const snapshot = [header];
    for (const row of held.rows.values()) snapshot.push(checkedLine({ rows: [row], files: [] } satisfies Line));
    for (const [key, type] of held.types) snapshot.push(checkedLine({ rows: [], files: [{ key, type }] } satisfies Line));
    const state = Buffer.from(snapshot.join(''));
    writeDurably(statePath, state);
    stateSize = state.length;
    if (journal >= 0) closeSync(journal);
    journal = -1;
    writeDurably(journalPath, Buffer.from(header));
    journal = openSync(journalPath, 'r+');
    journalSize = Buffer.byteLength(header);
    lines = 0;
    rmSync(join(folder, LEGACY_STATE), { force: true });
    const named = new Set([...held.types.keys()].map(fileName));
    // Files no row names, while something stored could not be read: it may have named them.
    const keep = keepUnnamed ? join(folder, SET_ASIDE, 'files') : undefined;
    for (const name of readdirSync(filesFolder)) {
      if (named.has(name)) continue;
      if (!keep) {
        rmSync(join(filesFolder, name), { force: true });
        continue;
      }
      mkdirSync(keep, { recursive: true });
      renameSync(join(filesFolder, name), join(keep, name));
    }
    syncFolder(folder);
    repair = false;
    keepUnnamed = false;
  }

  /** Before the first append: the repair, or the journal opened where it ends. */
  function open(): void {
    mkdirSync(filesFolder, { recursive: true });
    keepUnread();
    if (repair) compact();
    else journal = openSync(journalPath, 'r+');
  }

  async function append(line: Line): Promise<void> {
    const bytes = Buffer.from(checkedLine(line));
    try {
      await writeAllAsync(journal, bytes, journalSize);
      await fsyncAsync(journal);
    } catch (error) {
      // No room for all of it: what was written of the line goes, so the journal stays whole lines.
      try {
        ftruncateSync(journal, journalSize);
      } catch {
        // The cut failed too; at start the torn line is set aside.
      }
      throw error;
    }
    journalSize += bytes.length;
    lines += 1;
  }

  return {
    async load(fingerprint) {
      seed = fingerprint;
      const read = readFolder(folder, seed);
      held = { rows: read.rows, types: read.types };
      repair = read.repair;
      journalSize = read.journalBytes;
      lines = read.journalLines;
      stateSize = read.stateBytes;
      if (journal >= 0) closeSync(journal);
      journal = -1;
      report = { rows: held.rows.size, unread: read.unread, unwritable: unwritable(folder, [statePath, journalPath, filesFolder]) };
      keepUnnamed = read.unread.length > 0;
      return { rows: [...held.rows.values()].map((row) => ({ ...row, base: false })), worker: 0 };
    },
    async commit({ rows: changed, blobs, reset }) {
      if (journal < 0) open();
      const written = blobs.filter((change) => change.blob !== null);
      for (const { key, blob } of written) writeDurably(join(filesFolder, fileName(key)), blob!.bytes);
      if (written.length > 0) syncFolder(filesFolder);
      const line: Line = {
        rows: changed.map(({ t, k, j, o, base }) => ({ t, k, j, o, base })),
        files: blobs.map(({ key, blob }) => ({ key, type: blob?.contentType ?? null })),
      };
      await append(line);
      takeLine(held, line);
      for (const { key } of blobs.filter((change) => change.blob === null)) rmSync(join(filesFolder, fileName(key)), { force: true });
      if (reset || lines >= COMPACT_EVERY || journalSize > Math.max(COMPACT_BYTES, stateSize)) compact();
    },
    async blob(key) {
      const contentType = held.types.get(key);
      if (contentType === undefined) return undefined;
      const bytes = readFileSync(join(filesFolder, fileName(key)));
      return { bytes: new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)), contentType };
    },
    keepAside() {
      try {
        keepUnread();
      } catch (error) {
        for (const unread of report.unread) if (!unread.keptIn) unread.notKept = reason(error);
      }
      return report;
    },
  };
}

/**
 * The standalone server's store on its own, over damaged folders: a start reads every record it
 * can, keeps a copy of what it cannot (byte for byte) in set-aside/, counts the rows skipped, and
 * writes nothing else until the first commit rewrites the folder; stored over other fixtures,
 * nothing is read, and all of it is kept.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalStore } from '../../../mock-server/persist/journal-store';
import type { RowChange } from '../../../mock-server/persist/rows';

const row = (k: string, title: string): RowChange => ({ t: 'notice', k, j: JSON.stringify({ id: k, title }), base: false, o: Number(k) });
const titles = (rows: readonly RowChange[]) => rows.map((r) => (JSON.parse(r.j!) as { title: string }).title);
/** Every file of the folder with its bytes, to tell whether a start changed anything. */
const snapshot = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .map((entry) => `${join(entry.parentPath, entry.name)} ${readFileSync(join(entry.parentPath, entry.name)).toString('base64')}`).sort();

/** A folder holding notices 一 to 四, one commit each, and a file; `compacted` folds the first three into the snapshot. */
async function storedFolder(compacted = false): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'journal-'));
  const store = journalStore(folder);
  await store.load('seed-a');
  for (const one of [row('1', '一'), row('2', '二'), row('3', '三')]) await store.commit({ rows: [one], blobs: [], reset: false });
  // A commit of a reset compacts: the snapshot then holds the rows.
  if (compacted) await store.commit({ rows: [], blobs: [], reset: true });
  await store.commit({ rows: [row('4', '四')], blobs: [{ key: 'f', blob: { bytes: new Uint8Array([1, 2, 3]), contentType: 'text/plain' } }], reset: false });
  return folder;
}

/** The same, as stored before lines had checksums: state.json and a journal of bare JSON lines. */
async function olderFolder(): Promise<string> {
  const folder = await storedFolder();
  writeFileSync(join(folder, 'state.json'), JSON.stringify({ seed: 'seed-a', rows: [], files: {} }));
  rmSync(join(folder, 'state.ndjson'));
  const lines = readFileSync(join(folder, 'journal.ndjson'), 'utf8').split('\n').slice(1, -1).map((line) => line.slice(9));
  writeFileSync(join(folder, 'journal.ndjson'), lines.map((line) => `${line}\n`).join(''));
  return folder;
}

/** Changes one byte of `file`, the last of the first `within` (ASCII) in it, to `to`; the line it is in. */
function damage(folder: string, file: string, within: string, to: string): Buffer {
  const path = join(folder, file);
  const bytes = readFileSync(path);
  const at = bytes.indexOf(Buffer.from(within)) + within.length - 1;
  expect(at).toBeGreaterThanOrEqual(within.length - 1);
  bytes[at] = to.charCodeAt(0);
  writeFileSync(path, bytes);
  return bytes.subarray(bytes.lastIndexOf(0x0a, at) + 1, bytes.indexOf(0x0a, at) + 1);
}

/** Loads the folder; what it read, what it kept aside (with the copies' bytes), and whether the load changed the store's files. */
async function start(folder: string, seed = 'seed-a') {
  const before = snapshot(folder);
  const store = journalStore(folder);
  const { rows } = await store.load(seed);
  const unchanged = JSON.stringify(snapshot(folder)) === JSON.stringify(before);
  const report = store.keepAside();
  return {
    store,
    titles: titles(rows),
    skipped: report.unread.map(({ file, rows: count }) => ({ file, rows: count })),
    copies: report.unread.map(({ keptIn }) => readFileSync(keptIn!).toString()),
    unchanged,
  };
}

describe('the journal store over damaged data', () => {
  it.each([
    // A digit of a row's id changed: the line still parses, its checksum does not match.
    ['a byte inside a row of the journal', () => storedFolder(), 'journal.ndjson', '\\"id\\":\\"2', '7'],
    ['a byte inside a row of the snapshot', () => storedFolder(true), 'state.ndjson', '\\"id\\":\\"2', '7'],
    // A line stored before checksums, whose row is no longer JSON though the line still parses: this stopped the server.
    ['a row of an older journal that is no longer JSON', olderFolder, 'journal.ndjson', '"k":"2","j":"{', '['],
  ])('%s: every other row is read, that one is skipped and kept aside, and nothing else is written until a commit', async (_, make, file, within, to) => {
    const folder = await make();
    const line = damage(folder, file, within, to);
    const first = await start(folder);
    expect(first.titles.sort()).toEqual(['一', '三', '四'].sort());
    expect(first.skipped).toEqual([{ file, rows: 1 }]);
    expect(first.copies).toEqual([line.toString()]);
    expect(first.unchanged).toBe(true);
    expect((await first.store.blob('f'))?.bytes).toEqual(new Uint8Array([1, 2, 3]));

    // The first commit writes the folder anew: the next start finds nothing damaged.
    await first.store.commit({ rows: [row('5', '五')], blobs: [], reset: false });
    const second = await start(folder);
    expect(second.titles.sort()).toEqual(['一', '三', '四', '五'].sort());
    expect(second.skipped).toEqual([]);
  });

  it('reads the journal over a snapshot that does not parse, keeps the snapshot as it was, and replaces it only at the next commit', async () => {
    const folder = await storedFolder(true);
    writeFileSync(join(folder, 'state.ndjson'), '{"seed":"seed-a","rows":[{"t":"no');
    const first = await start(folder);
    expect(first.titles).toEqual(['四']);
    expect(first.skipped).toEqual([{ file: 'state.ndjson', rows: 1 }]);
    expect(first.copies).toEqual(['{"seed":"seed-a","rows":[{"t":"no']);
    expect(first.unchanged).toBe(true);
  });

  it('keeps an older snapshot (state.json) that does not parse, with the journal that followed it, instead of starting over them', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-'));
    writeFileSync(join(folder, 'state.json'), '{"seed":"seed-a","rows":[{"t":"notice","k":"1","j":"{}","o":1}],"files":{');
    writeFileSync(join(folder, 'journal.ndjson'), `${JSON.stringify({ rows: [row('2', '二')], files: [] })}\n`);
    const first = await start(folder);
    expect(first.titles).toEqual([]);
    expect(first.skipped).toEqual([{ file: 'state.json', rows: 1 }, { file: 'journal.ndjson', rows: 1 }]);
    expect(first.copies[0]).toBe(readFileSync(join(folder, 'state.json'), 'utf8'));
    expect(first.unchanged).toBe(true);
    await first.store.commit({ rows: [row('3', '三')], blobs: [], reset: false });
    expect(existsSync(join(folder, 'state.json'))).toBe(false);
    expect((await start(folder)).titles).toEqual(['三']);
  });

  it('reads an older snapshot and journal that are whole, and rewrites them with checksums at the first commit', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-'));
    writeFileSync(join(folder, 'state.json'), JSON.stringify({ seed: 'seed-a', rows: [{ t: 'notice', k: '1', j: row('1', '一').j, o: 1 }], files: {} }));
    writeFileSync(join(folder, 'journal.ndjson'), `${JSON.stringify({ rows: [row('2', '二')], files: [] })}\n`);
    const first = await start(folder);
    expect(first.titles).toEqual(['一', '二']);
    expect(first.skipped).toEqual([]);
    await first.store.commit({ rows: [row('3', '三')], blobs: [], reset: false });
    expect(readFileSync(join(folder, 'state.ndjson'), 'utf8')).toMatch(/^[0-9a-f]{8} \{"seed":"seed-a"\}\n/);
    expect((await start(folder)).titles).toEqual(['一', '二', '三']);
  });

  it('keeps a torn last record aside, and a folder stored over other fixtures whole', async () => {
    const folder = await storedFolder();
    writeFileSync(join(folder, 'journal.ndjson'), Buffer.concat([readFileSync(join(folder, 'journal.ndjson')), Buffer.from('0badc0de {"rows":[{"t":"notice","k":"9"')]));
    const torn = await start(folder);
    expect(torn.titles.sort()).toEqual(['一', '二', '三', '四'].sort());
    expect(torn.skipped).toEqual([{ file: 'journal.ndjson', rows: 1 }]);

    const otherSeeds = await start(folder, 'seed-b');
    expect(otherSeeds.titles).toEqual([]);
    expect(otherSeeds.skipped).toEqual([{ file: 'state.ndjson', rows: 0 }, { file: 'journal.ndjson', rows: 5 }]);
    expect(await otherSeeds.store.blob('f')).toBeUndefined();
    expect(otherSeeds.unchanged).toBe(true);
  });
});

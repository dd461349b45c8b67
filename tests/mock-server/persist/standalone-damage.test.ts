/**
 * The standalone server over a data folder that was damaged, then made read-only: a damaged byte
 * in a stored row never stops it (it starts with every other write, keeps the record aside and
 * says so), a start that fails changes nothing, and over a folder it cannot write it says so,
 * serves what is stored and refuses writes clearly without signing the caller out.
 */
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addNotice, loginAdmin, noticeTitles } from './calls';
import { freePort, spawnServer, start, stop, realServersForThisFile } from './standalone-process';

realServersForThisFile();

/** Every file of the folder with its bytes. */
const contents = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .map((entry) => `${join(entry.parentPath, entry.name)} ${readFileSync(join(entry.parentPath, entry.name)).toString('base64')}`).sort();

/** Makes the folder and everything in it read-only, or writable again. */
function writable(folder: string, allowed: boolean): void {
  for (const entry of [folder, ...readdirSync(folder, { recursive: true }).map((name) => join(folder, String(name)))]) {
    chmodSync(entry, (statSync(entry).isDirectory() ? 0o555 : 0o444) | (allowed ? 0o200 : 0));
  }
}

/** Root writes whatever the permissions say: the read-only server then runs as nobody. */
const asNobody = process.getuid?.() === 0;
const READER = asNobody ? { uid: 65534, gid: 65534 } : {};

/**
 * Opens the checkout's folders, and those above it, for nobody to pass through (o+x, not to
 * list) where they were closed (a clone inside a `mktemp -d` folder, mode 0700), so that nobody's
 * server can load its code; gives back what closes them again.
 */
function letReaderThrough(): () => void {
  const opened: [string, number][] = [];
  for (let folder = process.cwd(); asNobody; folder = dirname(folder)) {
    const mode = statSync(folder).mode & 0o7777;
    if (!(mode & 0o001)) {
      chmodSync(folder, mode | 0o001);
      opened.push([folder, mode]);
    }
    if (folder === dirname(folder)) break;
  }
  return () => opened.forEach(([folder, mode]) => chmodSync(folder, mode));
}

describe('the standalone mock over damaged and read-only data', () => {
  it('starts with every other write over a damaged record, keeps it aside, changes nothing when it cannot start, and serves a read-only folder without signing anyone out', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const first = await start(dataDir);
    const token = await loginAdmin(first.call);
    expect((await addNotice(first.call, token, '完好的通知')).success).toBe(true);
    expect((await addNotice(first.call, token, '将被损坏的通知')).success).toBe(true);
    await stop(first, 'SIGTERM');

    // One byte of the stored row changed: its category, right after its title.
    const journal = join(dataDir, 'journal.ndjson');
    const bytes = readFileSync(journal);
    const at = bytes.indexOf('category\\":1', bytes.indexOf('将被损坏的通知')) + 'category\\":'.length;
    bytes[at] = '2'.charCodeAt(0);
    writeFileSync(journal, bytes);

    // A start that fails (its port is taken) leaves every file as it was.
    const before = contents(dataDir);
    const port = await freePort();
    const taken = createServer().listen(port, '127.0.0.1');
    await once(taken, 'listening');
    const failed = spawnServer(dataDir, port);
    const [code] = (await once(failed.child, 'exit')) as [number];
    taken.close();
    expect(code).toBe(1);
    expect(failed.errors()).toContain('the port is in use');
    expect(contents(dataDir)).toEqual(before);

    const second = await start(dataDir);
    const found = /journal\.ndjson: not read \(line \d+: its checksum does not match\); (\d+) rows skipped; a copy is kept in (\S+)/.exec(second.errors());
    expect(found, second.errors()).not.toBeNull();
    expect(Number(found![1])).toBeGreaterThan(0);
    expect(readFileSync(found![2]!, 'utf8')).toContain('将被损坏的通知');
    expect(second.errors()).toContain(`skipped ${found![1]} rows it could not read`);
    const titles = await noticeTitles(second.call, token);
    expect(titles).toContain('完好的通知');
    expect(titles).not.toContain('将被损坏的通知');
    expect((await addNotice(second.call, token, '损坏之后的通知')).success).toBe(true);
    await stop(second, 'SIGTERM');

    writable(dataDir, false);
    const closeAgain = letReaderThrough();
    try {
      const readOnly = await start(dataDir, READER);
      expect(readOnly.errors()).not.toContain('not read');
      expect(readOnly.errors()).toContain(`the data folder ${dataDir} cannot be written`);
      const reader = await loginAdmin(readOnly.call);
      expect(await noticeTitles(readOnly.call, reader)).toEqual(expect.arrayContaining(['完好的通知', '损坏之后的通知']));
      const refused = await addNotice(readOnly.call, reader, '只读时的通知');
      expect(refused).toMatchObject({ success: false, msg: expect.stringContaining(`数据目录 ${dataDir} 不可写,本次操作未保存`) });
      // Still signed in: the refusal undid the write, not the session.
      const after = await noticeTitles(readOnly.call, reader);
      expect(after).toContain('损坏之后的通知');
      expect(after).not.toContain('只读时的通知');
      await stop(readOnly, 'SIGTERM');
    } finally {
      closeAgain();
      writable(dataDir, true);
    }
  });
});

/** The standalone server's store on its own: what it reads back of a damaged journal, and of other fixtures. */
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { journalStore } from '../../../mock-server/persist/journal-store';
import type { RowChange } from '../../../mock-server/persist/rows';

const row = (k: string, title: string): RowChange => ({ t: 'notice', k, j: JSON.stringify({ id: k, title }), base: false, o: 1 });

describe('the journal store', () => {
  it('skips a torn last record and a record that does not parse, and starts over under other fixtures', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-'));
    const first = journalStore(folder);
    await first.load('seed-a');
    await first.commit({ rows: [row('1', '一')], blobs: [{ key: 'f', blob: { bytes: new Uint8Array([1, 2, 3]), contentType: 'text/plain' } }], reset: false });
    await first.commit({ rows: [row('2', '二')], blobs: [], reset: false });
    appendFileSync(join(folder, 'journal.ndjson'), 'not json\n{"rows":[{"t":"notice","k":"3"');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const again = journalStore(folder);
    expect((await again.load('seed-a')).rows.map((r) => r.k)).toEqual(['1', '2']);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('torn last record'),
      expect.stringContaining('does not parse'),
    ]);
    expect((await again.blob('f'))?.bytes).toEqual(new Uint8Array([1, 2, 3]));

    const otherSeeds = journalStore(folder);
    expect((await otherSeeds.load('seed-b')).rows).toEqual([]);
    expect(await otherSeeds.blob('f')).toBeUndefined();
    warn.mockRestore();
  });
});

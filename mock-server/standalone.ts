/**
 * `npm run mock-server`: the mock as a plain HTTP server on 127.0.0.1, port PORT or 8080.
 * Browsers may call it from the console's own origin and from the origins listed, comma-separated,
 * in CORS_ORIGINS.
 *
 * Its data is kept on disk (persist/journal-store.ts) in MOCK_DATA_DIR, by default `.mock-data/`
 * of the project (ignored by git): every write is there before it is answered, through a restart
 * and a crash alike. MOCK_FRESH=1 (or deleting the folder) starts from the fixtures. At start it
 * says what it could not read (and where that is kept) and whether the folder cannot be written;
 * a start that fails (the port taken) leaves the folder as it was.
 *
 * MOCK_SEED=district starts from a generated school district (seed/district.ts: 500 schools
 * beside the demo's) instead of the demo's fixtures; data stored over one seed is not taken over
 * the other (it is set aside, as data stored over other fixtures is). Its tables are made once
 * the server listens, between calls (seed/make-ahead.ts), and the server says when they are.
 * When calls stop for a moment after a burst, the garbage they left is collected (idle-collect.ts).
 *
 * `npm run mock-server` runs it with V8's memory reducer off (`--no-memory-reducer`, a flag of the
 * command line: set from inside the process it changes nothing). The reducer collects the whole
 * heap, up to three times in a row, when it judges the process idle, which a server waiting between
 * a user's calls often looks like. On the district's 0.8 GiB of rows each such collection took
 * about a second of marking on the server's thread, between the calls it was answering: with calls
 * every quarter second, three came in a row 40 s after the tables were made (2.9 s of marking in
 * all); with the reducer off, no collection of the whole heap came in 200 s of such calls. The idle
 * collection above is what hands memory back instead, once calls have stopped for ten seconds.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedOrigins } from './cors';
import { db } from './db';
import { respond } from './handlers';
import { createMockHttpServer } from './http-bridge';
import { collectWhenIdle } from './idle-collect';
import { durableHost } from './persist/durable';
import { journalStore, type StartReport } from './persist/journal-store';
import { seedNamed } from './seed/district';
import { makeAhead } from './seed/make-ahead';

const port = Number(process.env.PORT ?? 8080);
const host = '127.0.0.1';
const origins = allowedOrigins(process.env.CORS_ORIGINS);
const dataDir = process.env.MOCK_DATA_DIR || fileURLToPath(new URL('../.mock-data', import.meta.url));

if (process.env.MOCK_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
db.useSeed(seedNamed(process.env.MOCK_SEED));
const store = journalStore(dataDir);
const durable = await durableHost(respond, store, {
  full: `磁盘空间已满,本次操作未保存。请清理 ${dataDir} 所在磁盘的空间,或删除不需要的记录、重置演示数据。`,
  unavailable: `数据目录 ${dataDir} 不可写,本次操作未保存。请检查它的权限(MOCK_DATA_DIR 可指定别的目录)。`,
});

const idle = collectWhenIdle();
const server = createMockHttpServer((request) => {
  idle.worked();
  return durable.serve(request);
}, { allowedOrigins: origins });
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(`[mock-server] cannot listen on http://${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use (PORT chooses another)' : error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  tellWhatStartFound(store.keepAside());
  console.log(`BladeX mock server on http://${host}:${port} (paths with or without /api; CORS for ${origins.join(', ')}; data in ${dataDir})`);
  // Each step of the making counts as work: the garbage is collected once the making is over and the calls have stopped.
  void makeAhead(idle.worked).then(({ tables, rows, ms }) => {
    idle.worked();
    if (tables > 0) console.log(`[mock-server] made the seed's ${tables} generated tables ahead of their first read: ${rows} rows in ${(ms / 1000).toFixed(1)} s`);
  });
});

function tellWhatStartFound(report: StartReport): void {
  for (const { file, why, rows, keptIn, notKept } of report.unread) {
    const kept = keptIn ? `a copy is kept in ${keptIn}` : `no copy could be kept (${notKept}), so the file is left as it is until one can be`;
    console.warn(`[mock-server] ${join(dataDir, file)}: not read (${why}); ${rows} rows skipped; ${kept}`);
  }
  const skipped = report.unread.reduce((sum, unread) => sum + unread.rows, 0);
  if (report.unread.length > 0) console.warn(`[mock-server] started with the ${report.rows} stored rows it could read; skipped ${skipped} rows it could not read (above)`);
  if (report.unwritable) {
    console.warn(`[mock-server] the data folder ${dataDir} cannot be written (${report.unwritable}): what is stored is served, and every write is refused until the folder can be written`);
  }
}

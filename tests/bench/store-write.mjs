// What one write costs the mock's store as its table grows: a notice added to a table of N
// notices, then the commit's content made (persist/rows.ts) and accepted, in Node without HTTP
// or disk. Run over this checkout, or over another (`node tests/bench/store-write.mjs <root>`,
// e.g. a worktree of an older commit, whose database was written in place and compared row by
// row), so the two stores are timed by one script on one machine.
//
// With STORE_WRITE_SQLITE=<folder holding node_modules/better-sqlite3>, the same write is also
// timed in better-sqlite3 (WAL, synchronous=FULL: a commit is fsynced, as the journal's is), to
// weigh an embedded engine against the mock's own store.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// One module graph for the database and the tracker (tsImport would load each apart).
register();

const root = path.resolve(process.argv[2] ?? '.');
const SIZES = (process.env.STORE_WRITE_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const RUNS = 20;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function noticeOf(template, i) {
  return { ...template, id: String(1_900_000_000_000_000_000n + BigInt(i)), title: `通知 ${i}` };
}

async function timeStore() {
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const { db } = await load('mock-server/db.ts');
  const { rowTracker } = await load('mock-server/persist/rows.ts');
  const written = typeof db.insert === 'function';
  const add = (row) => (written ? db.insert('notice', row) : db.table('notice').push(row));
  const out = [];
  for (const size of SIZES) {
    db.reset();
    const template = (written ? db.rows('notice') : db.table('notice'))[0];
    for (let i = 0; i < size; i++) add(noticeOf(template, i));
    // Made from the tables as they are, as a durable host's tracker is (the old one reads them whole here).
    const started = performance.now();
    const tracker = rowTracker();
    const startMs = performance.now() - started;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      add(noticeOf(template, size + i));
      const { rows } = tracker.changes();
      tracker.accept(rows);
      runs.push(performance.now() - t0);
    }
    out.push({ size, ms: median(runs), startMs });
  }
  return out;
}

function timeSqlite(folder) {
  const Database = createRequire(path.join(folder, 'x.js'))('better-sqlite3');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'store-write-'));
  const out = [];
  try {
    for (const size of SIZES) {
      const database = new Database(path.join(dir, `${size}.db`));
      database.pragma('journal_mode = WAL');
      database.pragma('synchronous = FULL');
      database.exec('CREATE TABLE notice (id TEXT PRIMARY KEY, tenant_id TEXT, title TEXT, create_time TEXT, json TEXT)');
      database.exec('CREATE INDEX notice_tenant ON notice (tenant_id, create_time)');
      const insert = database.prepare('INSERT INTO notice VALUES (?, ?, ?, ?, ?)');
      database.transaction(() => {
        for (let i = 0; i < size; i++) insert.run(`n${i}`, String(100001 + (i % 500)), `通知 ${i}`, '2024-09-01 08:00:00', '{}');
      })();
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        insert.run(`m${i}`, '100001', `通知 m${i}`, '2024-09-02 08:00:00', '{}');
        runs.push(performance.now() - t0);
      }
      const page = database.prepare('SELECT * FROM notice WHERE tenant_id = ? ORDER BY create_time DESC LIMIT 10');
      const pages = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        page.all('100001');
        pages.push(performance.now() - t0);
      }
      out.push({ size, ms: median(runs), pageMs: median(pages) });
      database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

const fixed = (n) => n.toFixed(3);
console.log(`store of ${root}: a notice added and committed (rows.ts's changes + accept), median of ${RUNS}`);
for (const { size, ms, startMs } of await timeStore()) console.log(`  ${String(size).padStart(9)} notices: ${fixed(ms)} ms a write; tracker made in ${fixed(startMs)} ms`);
if (process.env.STORE_WRITE_SQLITE) {
  console.log('better-sqlite3 (WAL, synchronous=FULL): one INSERT committed and fsynced; a first page of one tenant by index');
  for (const { size, ms, pageMs } of timeSqlite(process.env.STORE_WRITE_SQLITE)) console.log(`  ${String(size).padStart(9)} notices: ${fixed(ms)} ms a write; ${fixed(pageMs)} ms a page`);
}

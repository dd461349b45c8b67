/**
 * `npm run mock-server`: the mock as a plain HTTP server on 127.0.0.1, port PORT or 8080.
 * Browsers may call it from the console's own origin and from the origins listed, comma-separated,
 * in CORS_ORIGINS.
 *
 * Its data is kept on disk (persist/journal-store.ts) in MOCK_DATA_DIR, by default `.mock-data/`
 * of the project (ignored by git): every write is there before it is answered, through a restart
 * and a crash alike. MOCK_FRESH=1 (or deleting the folder) starts from the fixtures.
 *
 * MOCK_SEED=district starts from a generated school district (seed/district.ts: 500 schools
 * beside the demo's) instead of the demo's fixtures; data stored over one seed is not taken over
 * the other (the store starts afresh, as after a fixture change).
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allowedOrigins } from './cors';
import { db } from './db';
import { respond } from './handlers';
import { createMockHttpServer } from './http-bridge';
import { durableHost } from './persist/durable';
import { journalStore } from './persist/journal-store';
import { seedNamed } from './seed/district';

const port = Number(process.env.PORT ?? 8080);
const host = '127.0.0.1';
const origins = allowedOrigins(process.env.CORS_ORIGINS);
const dataDir = process.env.MOCK_DATA_DIR || fileURLToPath(new URL('../.mock-data', import.meta.url));

if (process.env.MOCK_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
db.useSeed(seedNamed(process.env.MOCK_SEED));
const durable = await durableHost(respond, journalStore(dataDir), {
  full: `磁盘空间已满,本次操作未保存。请清理 ${dataDir} 所在磁盘的空间,或删除不需要的记录、重置演示数据。`,
  unavailable: `数据目录 ${dataDir} 不可写,本次操作未保存。请检查它的权限(MOCK_DATA_DIR 可指定别的目录)。`,
});

createMockHttpServer(durable.serve, { allowedOrigins: origins }).listen(port, host, () => {
  console.log(`BladeX mock server on http://${host}:${port} (paths with or without /api; CORS for ${origins.join(', ')}; data in ${dataDir})`);
});

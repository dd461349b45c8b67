// The standalone mock (`npm run mock-server`, its journal on disk) under 200 concurrent clients on
// 127.0.0.1 for 10 s: the administrators of two schools walk their screens (menus, list pages,
// details, the user page), and one call in twenty adds a notice, which is fsynced before it is
// answered. Prints requests per second and the latency percentiles; target: p99 <= 1,000 ms.
//
// Part of `npm run bench`; alone: `node tests/bench/run.mjs mock-load`.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMs, startMockServer } from './standalone-mock.mjs';

export const title = 'standalone mock under 200 concurrent clients for 10 s (read-heavy, 1 in 20 a write)';

const CLIENTS = 200;
const SECONDS = 10;
const SCHOOLS = ['100001', '100002'];
const SABER_BASIC = 'Basic c2FiZXI6c2FiZXJfc2VjcmV0';

const READS = [
  '/api/blade-system/menu/routes',
  '/api/blade-desk/notice/list?current=1&size=10',
  '/api/blade-desk/notice/list?current=2&size=10',
  '/api/blade-user/page?current=1&size=10',
  '/api/blade-system/dept/list',
  '/api/blade-resource/attach/list?current=1&size=10',
  '/api/blade-system/role/list',
  'detail',
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One call; its status, envelope success and milliseconds. */
function call(port, method, target, headers = {}, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const sent = http.request({ host: '127.0.0.1', port, path: target, method, headers, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let success = false;
        try { success = JSON.parse(text).success === true; } catch { /* not an envelope */ }
        resolve({ status: answer.statusCode, success, text, ms: performance.now() - started });
      });
    });
    // A connection reset counts as a call not answered, not as the end of the benchmark.
    sent.on('error', (error) => resolve({ status: error.code, success: false, text: String(error.message), ms: performance.now() - started }));
    sent.end(body);
  });
}

/** The server as `npm run mock-server` runs it; MOCK_LOAD_CPU_PROF=<dir> writes its CPU profile there. */
function startServer(root, dataDir) {
  // A profile is written when the process exits, which it does on SIGINT only when told to.
  const profile = process.env.MOCK_LOAD_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.MOCK_LOAD_CPU_PROF, '--import', 'data:text/javascript,process.on("SIGINT",()=>process.exit(0))']
    : [];
  return startMockServer(root, dataDir, profile);
}

async function login(port, tenantId) {
  const password = createHash('md5').update('admin').digest('hex');
  const query = new URLSearchParams({ tenantId, username: 'admin', password, grant_type: 'password', scope: 'all' });
  const answer = await call(port, 'POST', `/api/blade-auth/oauth/token?${query}`, { Authorization: SABER_BASIC, 'Tenant-Id': tenantId });
  return JSON.parse(answer.text).access_token;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function run({ root }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-load-'));
  const server = await startServer(root, dataDir);
  try {
    const sessions = await Promise.all(SCHOOLS.map(async (school) => {
      const token = await login(server.port, school);
      const headers = { 'Blade-Auth': `bearer ${token}` };
      const list = await call(server.port, 'GET', '/api/blade-desk/notice/list?current=1&size=20', headers);
      return { school, headers, ids: JSON.parse(list.text).data.records.map((row) => row.id) };
    }));
    // Warm-up, not measured: the first call of each kind loads and compiles its modules.
    for (const session of sessions) {
      for (const target of READS) await call(server.port, 'GET', target === 'detail' ? `/api/blade-desk/notice/detail?id=${session.ids[0]}` : target, session.headers);
    }
    const latencies = [];
    let failed = 0;
    let writes = 0;
    const failures = new Map();
    const client = async (n) => {
      const session = sessions[n % sessions.length];
      // Each client opens its connection with a first call, not measured: the figures are of the
      // steady load, not of 200 connections opened in the same millisecond. (Waiting for all of
      // them first left the early connections idle past the server's 5 s keep-alive, which then
      // closed them under the next call.)
      await call(server.port, 'GET', READS[0], session.headers);
      const ends = performance.now() + SECONDS * 1000;
      firstStart = Math.min(firstStart, performance.now());
      for (let i = n; performance.now() < ends; i++) {
        let answer;
        if (i % 20 === 0) {
          writes++;
          const body = JSON.stringify({ title: `压测通知 ${n}-${i}`, category: 1, releaseTime: '2024-09-01 08:00:00', content: '本周阅读打卡安排' });
          answer = await call(server.port, 'POST', '/api/blade-desk/notice/submit', { ...session.headers, 'Content-Type': 'application/json' }, body);
        } else {
          let target = READS[i % READS.length];
          if (target === 'detail') target = `/api/blade-desk/notice/detail?id=${session.ids[i % session.ids.length]}`;
          answer = await call(server.port, 'GET', target, session.headers);
        }
        latencies.push(answer.ms);
        if (answer.status !== 200 || !answer.success) {
          failed++;
          failures.set(answer.status, answer.text.slice(0, 120));
        }
      }
    };
    let firstStart = Infinity;
    const cpuBefore = cpuMs(server.child.pid);
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const seconds = (performance.now() - firstStart) / 1000;
    const cpu = cpuMs(server.child.pid) - cpuBefore;
    const sorted = latencies.sort((a, b) => a - b);
    const note = failed ? `${failed} not answered with success: ${[...failures].map(([s, t]) => `${s} ${t}`).join('; ')}` : undefined;
    return [
      { metric: 'requests per second', unit: 'req/s', value: latencies.length / seconds, note: `${latencies.length} calls, ${writes} writes, ${failed} failed` },
      { metric: 'latency p50', unit: 'ms', value: percentile(sorted, 50) },
      { metric: 'latency p95', unit: 'ms', value: percentile(sorted, 95) },
      { metric: 'latency p99', unit: 'ms', value: percentile(sorted, 99), target: 1000, note },
      { metric: 'latency max', unit: 'ms', value: sorted[sorted.length - 1] },
      ...(Number.isNaN(cpu) ? [] : [{ metric: 'server CPU per call', unit: 'ms', value: cpu / (latencies.length + CLIENTS), note: `the connections' first calls included; ${(cpu / 1000 / seconds).toFixed(2)} of a core` }]),
    ];
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGINT');
    await exited;
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The standalone mock at a district's size: the same calls timed on the demo seed and on the
// district seed (MOCK_SEED=district, mock-server/seed/district.ts) in one run, each over HTTP on
// a fresh data folder, printed side by side per call kind (median, p95, district/demo), with the
// time each took to start (from the process's start to listening), the time until the district's
// tables were made (seed/make-ahead.ts: the server makes them after it listens, between calls), a
// sign-in answered meanwhile and the longest wait of the calls made one after another meanwhile,
// the first call of each kind once they are made, and the RSS before and after a stream of
// STREAM_CALLS calls and FAILED_LOGINS failed logins. A warm-up of a tenth of the stream comes
// first: the heap grows to its working size (V8's young generation starts small) during the first
// calls, which is not memory the calls keep; the RSS before it is printed too. The RSS is read
// over the stream as a user reads it (`ps`, /proc), once the calls have stopped for IDLE_MS, the
// idle moment a real server has (the server collects its garbage then: mock-server/idle-collect.ts),
// with nothing but the calls between the two readings; then over the same stream again between two
// full garbage collections forced through the server's inspector (collect-garbage.mjs), which
// count only what the server keeps (a forced collection between the first two readings would
// leave the heap compacted as no server in use has it). The target is held to the first.
//
// Targets: every call kind within 2x of the demo (a write within 1.5x), a start under 5 s, RSS
// growing by under 20 MiB over the stream. Part of `npm run bench`; alone: `npm run bench scale`.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5 } from 'hash-wasm';
import { collectGarbage } from './collect-garbage.mjs';
import { freePort, startMockServer } from './standalone-mock.mjs';

export const title = 'the standalone mock on the demo seed and on the district seed, side by side';

const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 60);
const STREAM_CALLS = Number(process.env.SCALE_STREAM_CALLS ?? 100_000);
const FAILED_LOGINS = Number(process.env.SCALE_FAILED_LOGINS ?? 20_000);
/** Clients sending the stream at once. */
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 16);
/** How long no call comes before the RSS is read as it is. */
const IDLE_MS = Number(process.env.SCALE_IDLE_MS ?? 20_000);
const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
const SABER_BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** The calls of one server: `call(path, init)` answers the parsed JSON envelope. */
function client(port) {
  const base = `http://127.0.0.1:${port}`;
  return async (url, init = {}) => {
    const answer = await fetch(base + url, init);
    const text = await answer.text();
    try {
      return JSON.parse(text);
    } catch {
      return { status: answer.status, text };
    }
  };
}

async function signIn(call, tenantId, account, password) {
  const query = new URLSearchParams({ tenantId, username: account, password: await md5(password), grant_type: 'password', scope: 'all' });
  return call(`/api/blade-auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: SABER_BASIC, 'Tenant-Id': tenantId } });
}

/** The call kinds, each a function making one call (and what it needs made before). */
async function callKinds(call, firstCalls) {
  const firstSignIn = performance.now();
  const school = (await signIn(call, '100001', 'admin', 'admin')).access_token;
  firstCalls['sign-in'] = performance.now() - firstSignIn;
  const platform = (await signIn(call, '000000', 'admin', 'admin')).access_token;
  const as = (token) => ({ 'Blade-Auth': `bearer ${token}` });
  const json = (token) => ({ ...as(token), 'Content-Type': 'application/json' });
  const firstDocs = performance.now();
  const docs = await call('/api/school/doc/page?current=1&size=10', { headers: as(school) });
  firstCalls['documents, first page'] = performance.now() - firstDocs;
  const docId = docs.data.records[0].id;
  const notice = (title) => JSON.stringify({ title, category: 1, releaseTime: '2024-09-01 08:00:00', content: '本周五下午召开家长会。' });
  let n = 0;
  const added = [];
  const addOne = async () => {
    const answer = await call('/api/blade-desk/notice/submit', { method: 'POST', headers: json(school), body: notice(`规模测试通知 ${n++}`) });
    if (!answer.success) throw new Error(`add: ${JSON.stringify(answer)}`);
    const list = await call(`/api/blade-desk/notice/list?current=1&size=1&title=${encodeURIComponent(`规模测试通知 ${n - 1}`)}`, { headers: as(school) });
    added.push(list.data.records[0].id);
  };
  for (let i = 0; i < SAMPLES + 5; i++) await addOne();
  const form = () => {
    const body = new FormData();
    body.set('file', new Blob(['晨读打卡表\n'], { type: 'text/plain' }), '打卡表.txt');
    return body;
  };
  let edits = 0;
  // Uploads go round the school's staff: one user may upload 30 files a minute (storage/quota.ts),
  // and 65 are made within one.
  const uploaders = [];
  for (const account of ['admin', 'teacher', 'zhoujw', 'liuyan']) uploaders.push((await signIn(call, '100001', account, account)).access_token);
  let uploads = 0;
  // A new colleague like the teacher: the account is checked free in the school, the school's quota counted.
  const teacher = (await call('/api/blade-system/user/page?current=1&size=1&account=teacher', { headers: as(school) })).data.records[0];
  let accounts = 0;
  const colleague = () => JSON.stringify({
    account: `scale${accounts++}`, userType: 1, password: 'Secret-1', password2: 'Secret-1', name: '新同事', realName: '陈新', phone: '13900001234',
    roleId: teacher.roleId, deptId: teacher.deptId, postId: teacher.postId,
  });
  // A question on the first document (its document found by key), and questions taken off again (their options with them).
  let questions = 0;
  const question = () => JSON.stringify({ docId, title: `规模测试题 ${questions++}`, qnsType: 1, stem: '<p>数一数</p>', score: 5 });
  const addedQuestions = [];
  for (let i = 0; i < SAMPLES + 5; i++) {
    const answer = await call('/api/school/qns/submit', { method: 'POST', headers: json(school), body: question() });
    if (!answer.success) throw new Error(`add question: ${JSON.stringify(answer)}`);
  }
  const asked = await call(`/api/school/qns/list?current=1&size=200&docId=${docId}&title=${encodeURIComponent('规模测试题')}`, { headers: as(school) });
  addedQuestions.push(...asked.data.records.map((row) => row.id));
  return {
    'sign-in': () => signIn(call, '100001', 'admin', 'admin'),
    'list page': () => call('/api/blade-desk/notice/list?current=1&size=10', { headers: as(school) }),
    'list page, api log (platform)': () => call('/api/blade-log/api/list?current=1&size=10', { headers: as(platform) }),
    search: () => call(`/api/blade-system/user/page?current=1&size=10&realName=${encodeURIComponent('王')}`, { headers: as(school) }),
    tree: () => call('/api/blade-system/dept/tree', { headers: as(school) }),
    detail: () => call(`/api/school/doc/detail?id=${docId}`, { headers: as(school) }),
    add: () => call('/api/blade-desk/notice/submit', { method: 'POST', headers: json(school), body: notice(`规模测试新增 ${n++}`) }),
    edit: () => call('/api/blade-desk/notice/submit', { method: 'POST', headers: json(school), body: JSON.stringify({ id: added[0], title: `规模测试修改 ${edits++}` }) }),
    delete: () => call(`/api/blade-desk/notice/remove?ids=${added.pop()}`, { method: 'POST', headers: as(school) }),
    'add user': () => call('/api/blade-system/user/submit', { method: 'POST', headers: json(school), body: colleague() }),
    'add question': () => call('/api/school/qns/submit', { method: 'POST', headers: json(school), body: question() }),
    'delete question': () => call(`/api/school/qns/remove?ids=${addedQuestions.pop()}`, { method: 'POST', headers: as(school) }),
    upload: () => call('/api/blade-resource/oss/endpoint/put-file', { method: 'POST', headers: as(uploaders[uploads++ % uploaders.length]), body: form() }),
  };
}

/** `count` calls made by CLIENTS clients at once, each the next of `make`. */
async function stream(count, make) {
  let next = 0;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < count) await make(next++);
  }));
}

async function measure(root, seed) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-scale-${seed}-`));
  const inspector = await freePort();
  const started = performance.now();
  const server = await startMockServer(root, path.join(dir, 'data'), [`--inspect=127.0.0.1:${inspector}`], { MOCK_SEED: seed });
  const call = client(server.port);
  const startMs = performance.now() - started;
  try {
    // Answered while the district's tables are made: it reads the staff table, made then if it was not yet.
    const whileMaking = performance.now();
    const platform = (await signIn(call, '000000', 'admin', 'admin')).access_token;
    const whileMakingMs = performance.now() - whileMaking;
    // Then the platform administrator's user-info, one call after another until the tables are made: how long a call waits meanwhile.
    let made = seed !== 'district';
    const waits = [];
    const making = seed === 'district' ? server.printed('generated tables ahead of their first read').then(() => { made = true; }) : Promise.resolve();
    while (!made) {
      const t0 = performance.now();
      await call('/api/blade-auth/oauth/user-info', { headers: { 'Blade-Auth': `bearer ${platform}` } });
      waits.push(performance.now() - t0);
    }
    await making;
    const madeMs = performance.now() - started;
    const longestWait = waits.length ? Math.max(...waits) : 0;
    // The first call of a kind, once the district's tables are made.
    const firstCalls = {};
    const kinds = await callKinds(call, firstCalls);
    const times = {};
    for (const [kind, make] of Object.entries(kinds)) {
      const first = performance.now();
      await make();
      firstCalls[kind] ??= performance.now() - first;
      for (let i = 0; i < 4; i++) await make();
      const runs = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        const answer = await make();
        runs.push(performance.now() - t0);
        if (answer.success === false || (answer.code && answer.code !== 200)) throw new Error(`${seed} ${kind}: ${JSON.stringify(answer).slice(0, 300)}`);
      }
      times[kind] = { median: quantile(runs, 0.5), p95: quantile(runs, 0.95) };
    }
    const reads = ['list page', 'search', 'tree', 'detail', 'list page, api log (platform)'].map((kind) => kinds[kind]);
    const rssFirst = rssMiB(server.child.pid);
    await stream(STREAM_CALLS / 10, (i) => reads[i % reads.length]());
    await stream(FAILED_LOGINS / 10, (i) => signIn(call, '100001', `warm-${i}`, 'wrong'));
    const theStream = async (round) => {
      await stream(STREAM_CALLS, (i) => reads[i % reads.length]());
      await stream(FAILED_LOGINS, (i) => signIn(call, '100001', i % 10 === 0 ? 'teacher' : `nobody-${round}-${i}`, 'wrong'));
    };
    // As read: nothing but the calls between the two readings, as on a server in use.
    await idle();
    const rssBefore = rssMiB(server.child.pid);
    const calls0 = performance.now();
    await theStream(1);
    const streamMs = performance.now() - calls0;
    await idle();
    const rssAfter = rssMiB(server.child.pid);
    // What the server keeps: a forced collection before and after the same stream again.
    const usageBefore = await collectGarbage(inspector);
    const rssBeforeCollected = rssMiB(server.child.pid);
    await theStream(2);
    const usageAfter = await collectGarbage(inspector);
    const rssAfterCollected = rssMiB(server.child.pid);
    return { times, firstCalls, startMs, whileMakingMs, madeMs, longestWait, callsWhileMaking: waits.length, rssFirst, rssBefore, rssAfter, rssBeforeCollected, rssAfterCollected, usageBefore, usageAfter, streamMs };
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n) => `${n.toFixed(1)} ms`;

export async function run(ctx) {
  const demo = await measure(ctx.root, 'demo');
  const district = await measure(ctx.root, 'district');
  const head = ['call', 'demo median', 'demo p95', 'district median', 'district p95', 'district/demo'];
  const rows = Object.keys(demo.times).map((kind) => {
    const a = demo.times[kind];
    const b = district.times[kind];
    return [kind, ms(a.median), ms(a.p95), ms(b.median), ms(b.p95), `${(b.median / a.median).toFixed(2)}x`];
  });
  rows.push(['start (to listening)', ms(demo.startMs), '', ms(district.startMs), '', `${(district.startMs / demo.startMs).toFixed(2)}x`]);
  rows.push(['start to every table made', ms(demo.madeMs), '', ms(district.madeMs), '', '']);
  rows.push(['a sign-in at once, while tables are made', ms(demo.whileMakingMs), '', ms(district.whileMakingMs), '', `${(district.whileMakingMs / demo.whileMakingMs).toFixed(2)}x`]);
  rows.push(['calls answered while tables are made / longest wait', '', '', `${district.callsWhileMaking} / ${ms(district.longestWait)}`, '', '']);
  const rss = (m) => `${m.rssFirst.toFixed(0)} / ${m.rssBefore.toFixed(0)} / ${m.rssAfter.toFixed(0)} MiB`;
  rows.push([`RSS as read: before warm-up; after ${IDLE_MS / 1000} s idle, before / after ${STREAM_CALLS} calls + ${FAILED_LOGINS} failed logins`, rss(demo), '', rss(district), '', '']);
  const collected = (m) => `${m.rssBeforeCollected.toFixed(0)} / ${m.rssAfterCollected.toFixed(0)} MiB`;
  rows.push(['RSS after a full collection forced through the inspector, before / after the stream again', collected(demo), '', collected(district), '', '']);
  // Where the RSS after a collection is: the JS heap (used, and reserved: the young generation's size varies), memory outside it.
  for (const part of ['heapUsed', 'heapTotal', 'external']) {
    const usage = (m) => `${(m.usageBefore[part] / 2 ** 20).toFixed(0)} / ${(m.usageAfter[part] / 2 ** 20).toFixed(0)} MiB`;
    rows.push([`  of which ${part}, before / after`, usage(demo), '', usage(district), '', '']);
  }
  for (const kind of Object.keys(district.firstCalls)) {
    rows.push([`first call: ${kind}`, ms(demo.firstCalls[kind]), '', ms(district.firstCalls[kind]), '', `${(district.firstCalls[kind] / demo.firstCalls[kind]).toFixed(2)}x`]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [head, ...rows]) console.log('  ' + row.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
  const writes = new Set(['add', 'edit', 'delete', 'upload', 'add user', 'add question', 'delete question']);
  return [
    ...Object.keys(demo.times).map((kind) => ({
      metric: `${kind}: district / demo (median)`, unit: 'x', value: district.times[kind].median / demo.times[kind].median, target: writes.has(kind) ? 1.5 : 2,
    })),
    { metric: 'start on the district seed', unit: 'ms', value: district.startMs, target: 5000 },
    ...[['demo', demo], ['district', district]].map(([seed, m]) => ({
      metric: `RSS growth over the stream, as read after ${IDLE_MS / 1000} s idle, ${seed}`,
      unit: 'MiB',
      value: m.rssAfter - m.rssBefore,
      target: 20,
      note: `${(m.streamMs / 1000).toFixed(0)} s; after a full collection forced through the inspector: ${(m.rssAfterCollected - m.rssBeforeCollected).toFixed(1)} MiB`,
    })),
  ];
}

// The mock's page query over 100,000 param rows: filtering, ordering and paging, timed in Node
// on the function the list handler calls (mock-server/crud/query.ts listPage), without HTTP.
// Target: median <= 10 ms for a first page, with or without a search.
//
// Part of `npm run bench` once registered in run.mjs; standalone: `node tests/bench/crud-query.mjs`.
// The TypeScript modules load through tsx's API, so plain node runs it.
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const title = 'mock page query over 100,000 param rows (listPage, Node, no HTTP)';

const ROWS = 100_000;
const WARMUP = 10;
const RUNS = 50;
const TARGET_MS = 10;

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** Deterministic rows: keys and names from a few words, one createTime per 5 minutes of 2024. */
function seedRows() {
  const words = ['account', 'tenant', 'reading', 'school', 'notice', 'grade', 'library', 'exam'];
  const names = ['阅读', '租户', '账号', '图书', '年级', '考试', '通知', '默认'];
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: ROWS }, (_, i) => {
    const d = new Date(start + i * 5 * 60 * 1000);
    const stamp = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
    return {
      id: String(1_800_000_000_000_000_000n + BigInt(i)),
      paramName: `${names[i % 8]}参数${i}`,
      paramKey: `${words[i % 8]}.${words[(i >> 3) % 8]}.key${i}`,
      paramValue: String(i % 1000),
      remark: i % 7 ? '' : 'Seeded',
      createUser: '1', createDept: '1', createTime: stamp, updateUser: '1', updateTime: stamp,
      status: 1,
      isDeleted: i % 50 === 0 ? 1 : 0,
    };
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

const scenarios = [
  { metric: 'page 1, no search', query: 'current=1&size=10', target: TARGET_MS },
  { metric: 'page 1, paramKey like', query: 'current=1&size=10&paramKey=READING', target: TARGET_MS },
  { metric: 'page 1, createTime range', query: 'current=1&size=10&createTime_dategt=2024-03-01&createTime_datelt=2024-06-01', target: TARGET_MS },
  { metric: 'page 3 of 200, name like + remark', query: 'current=3&size=200&paramName=阅读&remark=seed' },
  { metric: 'last page of 200 (full sort)', query: 'current=490&size=200' },
];

export async function run() {
  const { listPage } = await tsImport('../../mock-server/crud/query.ts', import.meta.url);
  const { param } = await tsImport('../../src/schema/system/param.ts', import.meta.url);
  const rows = seedRows();
  const everyRow = () => true;
  return scenarios.map(({ metric, query, target }) => {
    const params = new URLSearchParams(query);
    let page;
    for (let i = 0; i < WARMUP; i++) page = listPage(param, rows, params, everyRow);
    const runs = [];
    const cpu = [];
    for (let i = 0; i < RUNS; i++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      page = listPage(param, rows, params, everyRow);
      runs.push(performance.now() - started);
      cpu.push(process.cpuUsage(cpuBefore).user / 1000);
    }
    // On a shared machine wall time includes waiting for a CPU; the CPU time shows the work alone.
    return {
      metric, unit: 'ms', value: median(runs), target,
      note: `p95 ${percentile(runs, 95).toFixed(1)} ms, CPU median ${median(cpu).toFixed(1)} ms, ${RUNS} runs, `
        + `${page.total} matches, ${page.records.length} on the page`,
    };
  });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  for (const row of await run()) {
    const verdict = row.target === undefined ? '' : row.value <= row.target ? `  <= ${row.target} ms ok` : `  <= ${row.target} ms OVER`;
    console.log(`${row.metric.padEnd(36)} ${row.value.toFixed(2).padStart(7)} ms${verdict}  (${row.note})`);
  }
}

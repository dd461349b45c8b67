import { launchChromium } from '../../browser/chromium.mjs';
import * as esbuild from 'esbuild';
import path from 'node:path';
const result = await esbuild.build({ absWorkingDir: '/work/main', entryPoints: { entry: 'tests/bench/table/entry.tsx' }, outdir: 'out', write: false, bundle: true, format: 'esm', jsx: 'automatic', minify: false, keepNames: true, define: { 'process.env.NODE_ENV': '"production"' } });
const files = Object.fromEntries(result.outputFiles.map((f) => ['/' + path.basename(f.path), Buffer.from(f.contents)]));
files['/index.html'] = Buffer.from('<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/entry.css"></head><body><div id="root"></div><script type="module" src="/entry.js"></script></body></html>');
const b = await launchChromium();
const ctx = await b.newContext({ viewport: { width: 1366, height: 960 } }); const p = await ctx.newPage();
await p.route('http://x.invalid/**', (r) => { const pn = new URL(r.request().url()).pathname; return r.fulfill({ body: files[pn], contentType: pn.endsWith('.js') ? 'text/javascript' : pn.endsWith('.css') ? 'text/css' : 'text/html' }); });
const rows = process.argv[2] ?? '100';
await p.goto(`http://x.invalid/index.html?rows=${rows}`, { timeout: 120000 });
console.log('mount', await p.evaluate(() => window.tableBench.mountMs));
const cdp = await ctx.newCDPSession(p);
await p.evaluate(async () => { const t = document.querySelector('.data-table'); for (let i = 0; i < 200; i++) { t.scrollTop += 160; t.dispatchEvent(new Event('scroll')); await new Promise((r) => requestAnimationFrame(r)); } });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const mode = process.argv[3] ?? 'select';
const times = await p.evaluate(async (mode) => {
  const out = [];
  if (mode === 'select') { for (let i = 1; i <= 10; i++) out.push(window.tableBench.select([String(i)])); }
  else { const t = document.querySelector('.data-table'); for (let i = 0; i < 20; i++) { const s = performance.now(); t.scrollTop += 160; t.dispatchEvent(new Event('scroll')); out.push(performance.now() - s); await new Promise((r) => requestAnimationFrame(r)); } }
  return out;
}, mode);
console.log('LOG', await p.evaluate(() => (window.__log ?? []).slice(0, 6).concat(['...'], (window.__log ?? []).slice(-6)).join('\n'))); console.log('times', times.map((t) => t.toFixed(1)).join(' '));
const { profile } = await cdp.send('Profiler.stop');
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 60).map(([k, t]) => `${(t / 1000).toFixed(1)}ms ${k}`).join('\n'));
await b.close();

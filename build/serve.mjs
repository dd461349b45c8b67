// `node build.mjs serve`: watch-build into .serve/<port>/ and serve it, with the mock or a proxied
// backend. Each instance has its own folder, so two in one checkout never overwrite each other's build.
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { entries, esbuildOptions, root } from './config.mjs';
import { analyse, RELOAD_SCRIPT, renderHtml } from './html.mjs';
import { mswInit } from './msw.mjs';
import { apiProxy } from './proxy.mjs';
import { staticHandler } from './static.mjs';

/** Shown instead of the console while the code does not compile; fixing it reloads the page. */
function errorPage(errors, liveReload) {
  const escape = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
  const list = errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`).join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Build failed</title><pre>${escape(list)}</pre>${liveReload ? RELOAD_SCRIPT : ''}`;
}

/** @param {{ port: number, apiTarget?: string, keepPrefix: boolean, liveReload: boolean }} o */
export async function serve({ port, apiTarget, keepPrefix, liveReload }) {
  // The port is taken first: an instance whose port is in use stops before touching any folder.
  // Requests wait for the first build, so an answer means the bundle is there.
  let handlerReady;
  const handler = new Promise((resolve) => (handlerReady = resolve));
  const server = http.createServer((req, res) => void handler.then((handle) => handle(req, res)));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const outdir = path.join(root, '.serve', String(server.address().port));
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const entryPoints = entries({ withMock: !apiTarget });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const started = performance.now();
  // Said at once: the first build takes seconds (half a minute on a busy machine), and until it
  // is done the address does not answer, so the user knows to wait and for what.
  console.log(`Building the console (development build${entryPoints.mock ? ', with the mock backend' : ''}) into ${path.relative(root, outdir)}/ …`);
  console.log(`  ${url} answers once it is built (requests made meanwhile wait for it)`);

  // After every build: rewrite index.html (or an error page) and tell open pages to reload.
  const reloadClients = new Set();
  let builds = 0;
  let firstBuildDone;
  const firstBuild = new Promise((resolve) => (firstBuildDone = resolve));
  const indexHtml = {
    name: 'index-html',
    setup(build) {
      build.onEnd((result) => {
        let html;
        try {
          html = result.errors.length
            ? errorPage(result.errors, liveReload)
            : renderHtml(analyse(result.metafile, outdir, entryPoints), { liveReload });
        } catch (err) {
          html = errorPage([{ text: err.message }], liveReload); // e.g. index.html lost its placeholder
        }
        writeFileSync(path.join(outdir, 'index.html'), html);
        if (builds++ > 0) for (const client of reloadClients) client.write('event: change\ndata: {}\n\n');
        firstBuildDone();
      });
    },
  };

  const ctx = await esbuild.context(esbuildOptions({ production: false, outdir, entryPoints, plugins: [indexHtml] }));
  await Promise.all([ctx.watch(), entryPoints.mock && mswInit(outdir), firstBuild]);

  const serveStatic = staticHandler(outdir);
  const proxy = apiTarget && apiProxy(apiTarget, { keepPrefix });
  handlerReady((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (proxy) return proxy(req, res);
      // In mock mode the service worker answers /api; a request that reaches us slipped past it.
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 503, success: false, msg: 'No backend: the mock service worker did not answer this request' }));
      return;
    }
    if (liveReload && pathname === '/esbuild') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      reloadClients.add(res);
      req.on('close', () => reloadClients.delete(res));
      return;
    }
    serveStatic(req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });

  console.log(`Console: ${url} (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(apiTarget
    ? `  backend: /api -> ${apiTarget} (${keepPrefix ? 'prefix kept' : 'prefix /api stripped'}), mock off`
    : `  backend: ${entryPoints.mock ? 'mock (msw service worker)' : 'none (mock entry missing)'}`);
  console.log(`  watching for changes${liveReload ? ', pages reload after each build' : ''}`);

  const stop = async () => {
    for (const client of reloadClients) client.end();
    server.closeAllConnections();
    server.close();
    await ctx.dispose();
    rmSync(outdir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

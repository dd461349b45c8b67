// Build and serve the console with esbuild.
//
//   node build.mjs serve   development build into .serve/<port>/, rebuilt on change, served on
//                          127.0.0.1:$PORT (5173). /api goes to the embedded msw mock, or with
//                          API_TARGET=https://host to that backend (API_KEEP_PREFIX=1 keeps /api).
//                          LIVE_RELOAD=0 turns off reloading pages after a rebuild.
//   node build.mjs build   production build into dist/ (minified, hashed, split, dist/meta.json).
//                          MOCK=0 leaves the mock backend out (for hosting behind a real gateway);
//                          OUT_DIR=dir writes there instead.
//
// Helpers live in build/. APP_ENTRY / MOCK_ENTRY override the entry files (tooling self-tests).
import * as esbuild from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { entries, esbuildOptions, root } from './build/config.mjs';
import { hintEagerCompile } from './build/compile-hints.mjs';
import { analyse, renderHtml } from './build/html.mjs';
import { mswInit } from './build/msw.mjs';
import { serve } from './build/serve.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function buildProduction() {
  const started = performance.now();
  const outdir = path.resolve(root, process.env.OUT_DIR || 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const entryPoints = entries({ withMock: process.env.MOCK !== '0' });

  // The worker script is copied while esbuild works, so it adds nothing to the build time.
  const [result] = await Promise.all([
    esbuild.build(esbuildOptions({ production: true, outdir, entryPoints })),
    entryPoints.mock && mswInit(outdir),
  ]);
  const assets = analyse(result.metafile, outdir, entryPoints);
  if (assets.mainOutput) hintEagerCompile(result.metafile, assets.mainOutput, assets.initialFiles);
  writeFileSync(path.join(outdir, 'index.html'), renderHtml(assets));
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  const ms = performance.now() - started;

  // Initial JS = what /login must download before the app runs: the entry and its static imports.
  let raw = 0;
  let gz = 0;
  for (const file of assets.initialFiles) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  const jsFiles = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length;
  console.log(`dist/ built in ${Math.round(ms)} ms: ${jsFiles} JS files${entryPoints.mock ? ', mock backend included' : ''}`);
  console.log(`initial JS: ${assets.initialFiles.length} file(s), ${kib(gz)} gzip (${kib(raw)} raw)`);
}

const command = process.argv[2];
try {
  if (command === 'serve') {
    await serve({
      port: Number(process.env.PORT || 5173),
      apiTarget: process.env.API_TARGET || undefined,
      keepPrefix: process.env.API_KEEP_PREFIX === '1',
      liveReload: process.env.LIVE_RELOAD !== '0',
    });
  } else if (command === 'build') {
    await buildProduction();
  } else {
    console.error('usage: node build.mjs serve | build');
    process.exitCode = 2;
  }
} catch (err) {
  // esbuild has already printed its own errors; anything else is shown here.
  if (!err.errors) console.error(err.message ?? err);
  process.exit(1);
}

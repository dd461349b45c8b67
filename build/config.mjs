// Shared esbuild options for `serve` (development) and `build` (production).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterMain } from './after-main.mjs';
import { cjsOnce } from './cjs-once.mjs';
import { keepLocales } from './locales.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The entry points, named so the outputs read main-<hash>.js, mock-<hash>.js and
 * bulk-worker-<hash>.js (the import's Web Worker, which reads and checks spreadsheets off the
 * page's thread; the page learns its address from index.html).
 * APP_ENTRY / MOCK_ENTRY override the paths (used to try the tooling on a throwaway page).
 * The mock entry is left out when `withMock` is false or its file does not exist yet.
 */
export function entries({ withMock }) {
  const app = process.env.APP_ENTRY || 'src/shell/main.tsx';
  const mock = process.env.MOCK_ENTRY || 'mock-server/browser.ts';
  const result = { main: path.resolve(root, app) };
  if (!process.env.APP_ENTRY) result['bulk-worker'] = path.resolve(root, 'src/engine/bulk/worker.ts');
  if (withMock) {
    if (existsSync(path.resolve(root, mock))) result.mock = path.resolve(root, mock);
    else console.warn(`warning: ${mock} not found, building without the mock backend (restart once it exists)`);
  }
  return result;
}

const assetLoaders = Object.fromEntries(
  ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.ico', '.woff', '.woff2', '.ttf', '.eot']
    .map((ext) => [ext, 'file']),
);

/** The console's languages (src/base/config.ts: zh, en) as React Aria names them. */
const LOCALES = ['zh-CN', 'en-US'];

/**
 * What tells libraries a build is for production: React and most read process.env.NODE_ENV;
 * valtio reads `import.meta.env ? import.meta.env.MODE : undefined`. esbuild leaves
 * import.meta.env to the browser, where it is undefined, so valtio ran its development checks in
 * production: a debug value kept by every useSnapshot and worked out after every render of it,
 * and a check in every proxy write. Both are defined here, import.meta.env as a bare `true`
 * (esbuild replaces the longer import.meta.env.MODE first), so the minifier drops those checks.
 */
export function modeDefines(production) {
  const mode = JSON.stringify(production ? 'production' : 'development');
  return { 'process.env.NODE_ENV': mode, 'import.meta.env.MODE': mode, 'import.meta.env': 'true' };
}

/** @param {{ production: boolean, outdir: string, entryPoints: Record<string, string>, plugins?: object[] }} o */
export function esbuildOptions({ production, outdir, entryPoints, plugins = [] }) {
  return {
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true, // route panes are dynamic imports: each lands in its own chunk (after-main.mjs)
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    jsxDev: !production, // dev React warnings point at the source line
    charset: 'utf8', // keep Chinese strings as UTF-8 (3 bytes) instead of \uXXXX escapes (6)
    minify: production,
    sourcemap: production ? false : 'linked',
    legalComments: production ? 'linked' : 'inline',
    entryNames: production ? '[name]-[hash]' : '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/', // asset URLs stay valid on deep links such as /wel/index
    loader: { '.json': 'json', ...assetLoaders },
    // Lets an entry outside the repository (APP_ENTRY=/tmp/x.tsx) still import react etc.
    nodePaths: [path.join(root, 'node_modules')],
    define: modeDefines(production),
    metafile: true,
    logLevel: 'warning',
    plugins: [keepLocales(LOCALES), cjsOnce(root), afterMain(entryPoints.main, entryPoints.mock ? [entryPoints.mock] : []), ...plugins],
  };
}

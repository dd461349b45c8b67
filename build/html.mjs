// Reads esbuild's metafile and fills the placeholder in index.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';

const PLACEHOLDER = '<!-- build:assets -->';
/** Reloads the page when the dev server reports a finished build (build/serve.mjs). */
export const RELOAD_SCRIPT = `<script>new EventSource('/esbuild').addEventListener('change',()=>location.reload())</script>`;

/** Finds the output of each named entry and the static-import closure of the app entry. */
export function analyse(metafile, outdir, entryPoints) {
  const url = (out) => '/' + path.relative(outdir, path.resolve(root, out)).split(path.sep).join('/');
  const outputOf = (file) =>
    Object.keys(metafile.outputs).find((out) => {
      // An entry loaded through a plugin's namespace reads `<namespace>:<path>` (after-main.mjs).
      const entry = metafile.outputs[out].entryPoint?.replace(/^[\w-]+:(?=\/)/, '');
      return entry && path.resolve(root, entry) === file;
    });

  const main = outputOf(entryPoints.main);
  const mock = entryPoints.mock && outputOf(entryPoints.mock);
  const worker = entryPoints['bulk-worker'] && outputOf(entryPoints['bulk-worker']);
  // Everything the browser must fetch before the app runs: the entry and its static imports.
  const initial = [];
  const visit = (out) => {
    if (initial.includes(out)) return;
    initial.push(out);
    for (const imp of metafile.outputs[out].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  if (main) visit(main);
  const css = main && metafile.outputs[main].cssBundle;
  return {
    mainOutput: main,
    main: main && url(main),
    mock: mock && url(mock),
    worker: worker && url(worker),
    css: css && url(css),
    preloads: initial.slice(1).map(url),
    initialFiles: initial.map((out) => path.resolve(root, out)),
  };
}

/**
 * The tags that replace the placeholder. The backend gate is a classic inline script, so it is
 * defined before the module entry runs; the mock's code is only fetched when the console calls it.
 */
export function renderHtml({ main, mock, worker, css, preloads }, { liveReload = false } = {}) {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const tags = [];
  if (css) tags.push(`<link rel="stylesheet" href="${css}">`);
  for (const href of preloads) tags.push(`<link rel="modulepreload" href="${href}">`);
  if (mock) {
    tags.push(`<script>window.__BACKEND_GATE__=()=>import(${JSON.stringify(mock)}).then(m=>m.startMockWorker())</script>`);
  }
  // The import's worker (src/engine/bulk/client.ts starts it from this address).
  if (worker) tags.push(`<script>window.__BULK_WORKER__=${JSON.stringify(worker)}</script>`);
  if (main) tags.push(`<script type="module" src="${main}"></script>`);
  if (liveReload) tags.push(RELOAD_SCRIPT);
  if (!template.includes(PLACEHOLDER)) throw new Error(`index.html lacks the ${PLACEHOLDER} placeholder`);
  return template.replace(PLACEHOLDER, tags.join('\n    '));
}

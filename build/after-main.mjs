// Code splitting puts each piece of code in a chunk named by the set of entries (the app, the
// mock, every lazily imported module) that reach it. The app's own code is reached by the app and
// by different subsets of the lazy modules, so it came out as two dozen small chunks, every one
// fetched by the first load. Nothing lazy runs before the app has started, so this plugin makes
// each lazy module (and the mock's entry) import the app entry first: the app's code is then
// reached by every entry alike and lands in one chunk, fetched once, compressed as one file.
// The import costs nothing at run time: the app module has already been evaluated.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const LAZY = 'after-main';

/**
 * @param {string} main  absolute path of the app entry
 * @param {string[]} otherEntries  absolute paths of entries that only ever load after the app
 */
export function afterMain(main, otherEntries = []) {
  return {
    name: 'after-main',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.namespace === LAZY || args.pluginData === LAZY) return undefined;
        const lazy = args.kind === 'dynamic-import' || (args.kind === 'entry-point' && otherEntries.includes(path.resolve(args.path)));
        if (!lazy) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: LAZY });
        if (resolved.errors.length || resolved.external) return undefined;
        return { path: resolved.path, namespace: LAZY };
      });
      // The module as imported lazily: the app first, then everything the module exports.
      build.onLoad({ filter: /.*/, namespace: LAZY }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const module = JSON.stringify(args.path);
        const exportsDefault = /\bexport\s+default\b|\bas\s+default\b/.test(source);
        return {
          contents: `import ${JSON.stringify(main)};\nexport * from ${module};\n${exportsDefault ? `export { default } from ${module};\n` : ''}`,
          resolveDir: path.dirname(args.path),
          loader: 'js',
        };
      });
    },
  };
}

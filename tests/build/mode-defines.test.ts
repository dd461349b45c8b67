// What the build tells libraries of its mode (build/config.mjs, modeDefines): valtio's
// development checks, which it keys on import.meta.env.MODE, are left out of a production build
// and kept in a development one. Its checks' messages stand for them.
import { build } from 'esbuild';
import { expect, test } from 'vitest';
import { modeDefines, root } from '../../build/config.mjs';

/** valtio's React binding bundled alone, minified, as a build of that mode would bundle it. */
async function valtioBuiltFor(production: boolean): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: "export { proxy, subscribe, useSnapshot } from 'valtio';", resolveDir: root },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['react'],
    define: modeDefines(production),
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

test.each([
  { mode: 'production', production: true, kept: false },
  { mode: 'development', production: false, kept: true },
])('a $mode build keeps valtio\'s development checks: $kept', async ({ production, kept }) => {
  const code = await valtioBuiltFor(production);
  for (const message of ['Please use proxy object', 'prop listener already exists']) expect(code.includes(message)).toBe(kept);
  expect(code).not.toContain('import.meta');
});

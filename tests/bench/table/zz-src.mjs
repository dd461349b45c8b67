import * as esbuild from 'esbuild';
const result = await esbuild.build({ absWorkingDir: '/work/main', entryPoints: { entry: 'tests/bench/table/entry.tsx' }, outdir: 'out', write: false, bundle: true, format: 'esm', jsx: 'automatic', minify: false, keepNames: true, define: { 'process.env.NODE_ENV': '"production"' } });
const js = new TextDecoder().decode(result.outputFiles.find((f) => f.path.endsWith('.js')).contents).split('\n');
for (const n of process.argv.slice(2).map(Number)) console.log(`--- ${n}\n` + js.slice(n - 2, n + 12).join('\n'));

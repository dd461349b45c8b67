// The production build's compile hint (build/compile-hints.mjs): on the code the console loads
// after its start, not on the start-up files, the flow designer's bpmn-js or the mock's code.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { hintEagerCompile } from '../../build/compile-hints.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const out = (name: string) => path.join(dir, name);
const output = (imports: [string, 'import-statement' | 'dynamic-import'][], inputs: string[] = ['src/x.ts']) => ({
  imports: imports.map(([name, kind]) => ({ path: out(name), kind })),
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
});

test('the hint heads the chunks loaded after start, and nothing else', () => {
  const metafile = {
    outputs: {
      [out('main.js')]: output([['start.js', 'import-statement'], ['screen.js', 'dynamic-import'], ['designer.js', 'dynamic-import']]),
      [out('start.js')]: output([]),
      [out('screen.js')]: output([['shared.js', 'import-statement'], ['start.js', 'import-statement']]),
      [out('shared.js')]: output([], ['node_modules/react-aria-components/dist/Table.mjs']),
      [out('designer.js')]: output([['shared.js', 'import-statement']], ['src/features/flow/Designer.tsx', '../main/node_modules/bpmn-js/lib/Modeler.js']),
      [out('main.css')]: output([]),
      [out('mock.js')]: output([['shared.js', 'import-statement']]),
    },
  };
  for (const name of Object.keys(metafile.outputs)) writeFileSync(name, `code of ${path.basename(name)}\n`);
  const hinted = hintEagerCompile(metafile, out('main.js'), [out('main.js'), out('start.js')]);
  expect(hinted.map((name) => path.basename(name)).sort()).toEqual(['screen.js', 'shared.js']);
  const starts = (name: string) => readFileSync(out(name), 'utf8').split('\n')[0];
  expect(starts('screen.js')).toBe('//# allFunctionsCalledOnLoad');
  expect(starts('shared.js')).toBe('//# allFunctionsCalledOnLoad');
  for (const name of ['main.js', 'start.js', 'designer.js', 'main.css', 'mock.js']) expect(starts(name)).toBe(`code of ${name}`);
});

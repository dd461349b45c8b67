// V8 compiles a function the first time it is called, on the page's main thread. A screen's code
// is mostly called as soon as it loads: the first screen of a session compiled React Aria's table
// and the resource screen function by function while drawing its first rows, inside one long
// task. Chromium (136 on) compiles every function of a script that starts with the comment
// `//# allFunctionsCalledOnLoad` as the script loads, off the main thread while it streams in.
//
// The comment goes on the chunks the console loads after its start (screens and what they share):
// not on the start-up closure (the login page needs little of it), the mock's and the import
// worker's code, nor the flow designer's bpmn-js, most of which a diagram never calls.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';
/** Packages of which a screen calls a small part. */
const MOSTLY_UNCALLED = /node_modules\/(bpmn-js|diagram-js|bpmn-moddle|moddle|min-dash|tiny-svg|didi)\//;

/** The outputs reachable from `from` through static and dynamic imports. */
function reachable(metafile, from) {
  const seen = new Set();
  const visit = (out) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const imp of metafile.outputs[out]?.imports ?? []) if (!imp.external) visit(imp.path);
  };
  visit(from);
  return seen;
}

/**
 * Puts the hint at the top of each JS output the app entry loads after its start. `main` is the
 * app entry's output and `initialFiles` its start-up closure, as build/html.mjs's analyse finds them.
 */
export function hintEagerCompile(metafile, main, initialFiles) {
  const initial = new Set(initialFiles);
  const hinted = [];
  for (const out of reachable(metafile, main)) {
    const file = path.resolve(root, out);
    if (!out.endsWith('.js') || initial.has(file)) continue;
    if (Object.keys(metafile.outputs[out].inputs).some((input) => MOSTLY_UNCALLED.test(input))) continue;
    writeFileSync(file, HINT + readFileSync(file, 'utf8'));
    hinted.push(out);
  }
  return hinted;
}

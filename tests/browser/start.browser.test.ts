// `npm start` (build.mjs serve) says at once what it is building and where it will answer, and
// gives the address once it answers: a first build takes seconds, half a minute on a busy
// machine, with nothing else to tell the user to wait.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startConsole } from './harness';

const dir = mkdtempSync(path.join(tmpdir(), 'start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the start says what it builds before the address answers, and the address once it does', async () => {
  // A one-line page builds in a moment; a backend address keeps the mock (and its worker) out.
  const entry = path.join(dir, 'page.ts');
  writeFileSync(entry, "document.body.textContent = 'ok';\n");
  const app = await startConsole({ env: { APP_ENTRY: entry, API_TARGET: 'http://127.0.0.1:9' } });
  try {
    await expect.poll(() => app.output()).toContain('Console: ');
    const lines = app.output().split('\n');
    const building = lines.findIndex((line) => line.startsWith('Building the console (development build)'));
    const answers = lines.findIndex((line) => line.startsWith(`Console: ${app.url}/ (built in `));
    expect(building, app.output()).toBe(0);
    expect(lines[1]).toContain(`${app.url}/ answers once it is built`);
    expect(answers, app.output()).toBeGreaterThan(building);
  } finally {
    await app.stop();
  }
});

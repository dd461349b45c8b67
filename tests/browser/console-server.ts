// The browser project's global setup: one console (build.mjs serve) for every browser test file.
// It serves files only: the mock runs in each page (its service worker and storage), and every
// test opens a fresh browser context, so files running at once never share data through it.
import type { TestProject } from 'vitest/node';
import { startConsole } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared console's http://127.0.0.1:<port>. */
    consoleUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startConsole();
  project.provide('consoleUrl', app.url);
  return () => app.stop();
}

import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PATIENCE } from './tests/helpers/patience.ts';

/** The happy-dom files' common setup: the Node mock answers their fetches (tests/setup.ts). */
const happyDom: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'happy-dom',
  exclude: ['tests/browser/**', 'node_modules/**'],
  setupFiles: ['tests/setup.ts'],
  // A click on a download link (saveBlob's) made happy-dom take its blob: URL as the page's
  // address, where no relative /api URL resolves: files that share a worker's window would
  // inherit it. A browser downloads and stays; the console itself moves by history.pushState,
  // which these leave alone.
  environmentOptions: { happyDOM: { settings: { navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true } } } },
  // Worker threads start and load a file's modules about an eighth faster than child processes
  // here (measured over the layout and shell files, 66 against 75 s).
  pool: 'threads',
  // A bound, not a speed target: a busy machine makes tests slower, never red.
  testTimeout: 60000,
};

/**
 * The durability tests start real servers in child processes and reach them through Node's
 * own http module, which the mock's interceptor of earlier files in a worker has had its hands
 * on (msw patches it, and a shared library keeps the patch): they run in a project of their own,
 * whose files load everything afresh.
 */
const ownModules = ['tests/mock-server/persist/standalone-*.test.ts'];

// The file suffix picks the runner: *.test.ts(x) runs in happy-dom against the Node mock,
// *.browser.test.ts drives Debian's Chromium against the console served by build.mjs.
export default defineConfig({
  // React's automatic JSX runtime (react/jsx-runtime), as tsconfig's "jsx": "react-jsx" compiles it.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest's default leaves one core to its main process, which only collects results: on a
    // 2-core machine that ran one file at a time (11 minutes here; two processes take 7.5).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // expect.poll waits as long as Testing Library's finds do (tests/setup.ts), not one second.
    expect: { poll: { timeout: PATIENCE } },
    projects: [
      {
        extends: true,
        test: {
          // The mock's and the logic's tests (*.test.ts, no React) share their worker's modules
          // from file to file: each file loading the mock and its seed data afresh cost over a
          // second of setup each. The setup puts back after every test what a page load would
          // (database, clock, session, storage, messages, dialogs, the address).
          name: 'unit',
          isolate: false,
          include: ['tests/**/*.test.ts'],
          ...happyDom,
          exclude: [...happyDom.exclude!, ...ownModules],
        },
      },
      {
        extends: true,
        test: {
          // The console's tests (*.test.tsx) share their worker's libraries (React, msw,
          // happy-dom's window) but load the console's own modules afresh per file
          // (tests/fresh-modules.ts), as a page load would: the project took 340 s with every
          // file loading the libraries too, 195 s sharing them.
          name: 'ui',
          isolate: false,
          include: ['tests/**/*.test.tsx'],
          ...happyDom,
          setupFiles: [...happyDom.setupFiles!, 'tests/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ownModules,
          ...happyDom,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // One console serves every browser file (it builds once: a build per file cost each
          // about four seconds); each file drives its own Chromium.
          globalSetup: ['tests/browser/console-server.ts'],
          environment: 'node',
          // A worker runs one browser file after another: each file launches and closes its own
          // Chromium and keeps no state in its modules, and a fresh process per file cost its
          // start, three to five seconds, while the other worker was busy.
          isolate: false,
          include: ['tests/browser/**/*.browser.test.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});

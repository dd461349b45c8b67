import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The file suffix picks the runner: *.test.ts(x) runs in happy-dom against the Node mock,
// *.browser.test.ts drives Debian's Chromium against the console served by build.mjs.
export default defineConfig({
  // React's automatic JSX runtime (react/jsx-runtime), as tsconfig's "jsx": "react-jsx" compiles it.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest's default leaves one core to its main process, which only collects results: on a
    // 2-core machine that ran one file at a time (11 minutes here; two processes take 7.5).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          // A bound, not a speed target: a busy machine makes tests slower, never red.
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // Each file serves its own build on a port of its own (tests/browser/harness.ts), so
          // the browser files share the workers with the happy-dom files instead of running one
          // by one after them: on two cores they were a 130-second tail on one core.
          environment: 'node',
          include: ['tests/browser/**/*.browser.test.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// The file suffix picks the runner: *.test.ts(x) runs in happy-dom against the Node mock,
// *.browser.test.ts drives Debian's Chromium against the console served by build.mjs.
export default defineConfig({
  // React's automatic JSX runtime (react/jsx-runtime), as tsconfig's "jsx": "react-jsx" compiles it.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.browser.test.ts'],
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});

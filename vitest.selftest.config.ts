import { defineConfig } from 'vitest/config';

// `npm run test:selftest`: the self-test page run in Chromium (tests/browser/selftest/), apart
// from `npm test`, which must stay under 8 minutes; .ci/run runs it after `npm test`.
export default defineConfig({
  test: {
    name: 'selftest',
    environment: 'node',
    include: ['tests/browser/selftest/**/*.selftest.ts'],
    testTimeout: 40 * 60_000,
    hookTimeout: 5 * 60_000,
    fileParallelism: false,
  },
});

/**
 * Setup of the console's test files (*.test.tsx), which share their worker's libraries (React,
 * msw, happy-dom's window) but not the console's own modules: the console keeps per-page state in
 * modules (SWR's answers, page sizes, tabs, stores read from storage at import, the self-test's
 * results) that only a page load empties. Forgetting every loaded module at the end of a file
 * makes the next file load the console afresh, as a page load would, while the libraries stay
 * loaded.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.resetModules();
});

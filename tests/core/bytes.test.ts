/** A byte count as people read it (src/core/bytes.ts): KB below a megabyte, MB from one on, binary units. */
import { expect, it } from 'vitest';
import { formatBytes } from '../../src/core/bytes';

it.each([
  [0, '0.0 KB'],
  [1536, '1.5 KB'],
  [1024 * 1024 - 1, '1024.0 KB'],
  [1024 * 1024, '1.0 MB'],
  [32 * 1024 * 1024, '32.0 MB'],
])('%i bytes read %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

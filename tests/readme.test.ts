import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../src/schema';
import { staticRoutes } from '../src/shell/routes';

/** The screens' table (docs/screens.md, linked from the README), as a reader finds it. */
function screensSection(): string {
  const screens = readFileSync(path.resolve(__dirname, '../docs/screens.md'), 'utf8');
  const start = screens.indexOf('\n| ');
  expect(start, 'docs/screens.md has a table of screens').toBeGreaterThan(-1);
  return screens.slice(start, screens.indexOf('\n## ', start + 1));
}

/** A route pattern as the README writes it: `:name` parameters as `<name>` (the deep link's as `<command id>`). */
const written = (pattern: string) => pattern.replace(':id', '<command id>').replace(/:(\w+)/g, '<$1>');

describe('the screens of the README', () => {
  it('lists every resource screen with its path and title', () => {
    const section = screensSection();
    for (const schema of resources) expect(section).toContain(`| \`${schema.menuPath}\` | ${schema.title.zh} · ${schema.title.en} |`);
  });

  it('lists every fixed route', () => {
    const section = screensSection();
    for (const route of staticRoutes) expect(section, route.pattern).toContain(`\`${written(route.pattern)}\``);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Every installed package (scoped ones included) with the scripts an install would run. */
function installScripts(): string[] {
  const modules = path.resolve(__dirname, '../node_modules');
  const names = readdirSync(modules).flatMap((name) => (name.startsWith('@') ? readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`) : [name]));
  return names.filter((name) => {
    const file = path.join(modules, name, 'package.json');
    const scripts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {} : {};
    return ['preinstall', 'install', 'postinstall'].some((hook) => hook in scripts);
  });
}

describe('npm install', () => {
  it('has nothing to warn about: every dependency with an install script is allowed or denied, and the README says why', () => {
    const { allowScripts = {} } = JSON.parse(readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const readme = readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');
    const found = installScripts();
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) {
      expect(Object.keys(allowScripts), `${name} has an install script: approve or deny it (npm install-scripts)`).toContain(name);
      expect(readme, `the README says why ${name}'s install script is ${allowScripts[name] ? 'run' : 'not run'}`).toContain(`${name}'s script`);
    }
  });
});

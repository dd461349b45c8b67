// React Aria bundles its built-in strings (menu, grid, toast...) in 34 locales; the console
// speaks zh-CN and en-US only. This plugin drops the other locales from each intlStrings.mjs,
// like @react-aria/optimize-locales-plugin. A visitor with another browser locale still gets
// strings: React Aria falls back to the same language, then to en-US.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export function keepLocales(locales) {
  // import $x from "../intl/menu/ar-AE.mjs";   and   "ar-AE": $x,
  const importLine = /^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";$/;
  const entryLine = /^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?$/;
  return {
    name: 'keep-locales',
    setup(build) {
      build.onLoad({ filter: /[\\/]react-(aria|stately|aria-components)[\\/]dist[\\/].*intlStrings\.mjs$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const contents = source
          .split('\n')
          .filter((line) => {
            const locale = (importLine.exec(line) ?? entryLine.exec(line))?.[1];
            return !locale || locales.includes(locale);
          })
          .join('\n');
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * The import rules of the repository, checked by `npm run lint:deps` (part of `npm test`).
 * Layers run one way: src/ is the console, with src/platform/ (the command registry, command
 * types, argument rules, undo history and check harness) as its base layer; commands/ holds the
 * command definitions, which import from src/; src/ reaches them only through the loader that
 * registers them at start. The mock backend imports the resource schemas, their validation and
 * the console's config, never console code.
 */
/**
 * What the console shares with the mock: the config, the resource schemas with their types and
 * validation, the date rule that validation uses, the zip and xlsx writers (the mock's
 * exports, the console's export of selected rows) and the xlsx reader (the checks' reading of
 * exports, the mock's imports). A module joins this list only when it is as
 * plain as they are.
 */
const SHARED = '^src/(config\\.ts|core/(date-text|xlsx|xlsx-read|zip)\\.ts|resources/(index|types|validate|detail-of)\\.ts|resources/(?!view/|engine/)[^/]+/[^/]+\\.ts)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not reach itself through its imports (type-only and dynamic ones count): a circle has no layer to start from.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'console-reaches-commands-through-the-loader',
      severity: 'error',
      comment: 'src/ imports command definitions only in src/shell/console-commands.ts, the loader that registers them; everything else reaches commands through the registry in src/platform/.',
      from: { path: '^src/', pathNot: '^src/shell/console-commands\\.ts$' },
      to: { path: '^commands/' },
    },
    {
      name: 'platform-below-the-console',
      severity: 'error',
      comment: 'src/platform/ is the layer the console and the command definitions stand on: it imports neither of them, nor the shell, palette, hotkeys, features or resource view.',
      from: { path: '^src/platform/' },
      to: { path: '^(commands/|src/(shell|palette|hotkeys|features|resources/view)/)' },
    },
    {
      name: 'mock-imports-no-console-code',
      severity: 'error',
      comment: 'mock-server/ imports from the console only what it shares (SHARED) and the backend gate (the shape of what the mock offers the console); never commands, notifications, i18n or UI.',
      from: { path: '^mock-server/' },
      to: { path: '^(src|commands)/', pathNot: `${SHARED}|^src/core/backend-gate\\.ts$` },
    },
    {
      name: 'shared-modules-stay-plain',
      severity: 'error',
      comment: 'What the console shares with the mock (SHARED) imports nothing of the console beyond itself.',
      from: { path: SHARED },
      to: { path: '^(src|commands)/', pathNot: SHARED },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count too: a circle through types is still a circle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.serve)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // Packages' "exports" maps (wouter/use-browser-location, tsx/esm/api) resolve as bundlers do.
      exportsFields: ['exports'],
      conditionNames: ['import', 'module', 'browser', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

/**
 * The import rules of the repository, checked by `npm run lint:deps` (part of `npm test`).
 * Layers run one way: src/ is the console, a stack of folders (LAYERS below) in which
 * src/platform/ (the command registry, command types, argument rules, undo history and check
 * harness) is the layer the commands stand on; commands/ holds the command definitions, which
 * import from src/; src/ reaches them only through the loader that registers them at start. The mock backend imports the resource schemas, their validation and
 * the console's config, never console code.
 */
/**
 * What the console shares with the mock: the config, the resource schemas with their types and
 * validation, the date rule that validation uses, the zip and xlsx writers (the mock's
 * exports, the console's export of selected rows) and the xlsx reader (the checks' reading of
 * exports, the mock's imports). A module joins this list only when it is as
 * plain as they are.
 */
const SHARED = '^src/(config\\.ts|platform/command-names\\.ts|core/(date-text|xlsx|xlsx-read|zip)\\.ts|resources/(index|types|validate|detail-of)\\.ts|resources/(?!view/|engine/)[^/]+/[^/]+\\.ts)$';

/**
 * src/ is a stack: a folder imports only from the folders below it (and from the shared plain
 * modules, SHARED, which any layer may use: they import nothing of the console but each other).
 * The order is the one the imports show, bottom first:
 * - config.ts and storage.ts: the site's settings and its local storage, which even the language
 *   choice is kept in;
 * - i18n: the dictionaries and the current language; it knows nothing of menus or HTTP, while the
 *   HTTP client, the clipboard and the tabs speak through it (so i18n sits under core, not above);
 * - core: the HTTP client, the session, menus, tabs, notifications: state with no React and no
 *   server call of its own beyond the transport;
 * - api: the clients of BladeX's calls, plain functions over core's HTTP client;
 * - auth: login, logout, the user's data and the token's refresh: the session's flows over the
 *   auth API (above api, which they call; below everything that starts or ends a session);
 * - platform: the command registry, command types, argument rules, undo history, the check
 *   harness, and running a command for a control;
 * - ui: the React building blocks (dialogs, fields, table, icons, panes, the command hook);
 * - hotkeys: shortcuts, their key names and their sheet; the record form binds them, so they sit
 *   under resources;
 * - resources: the schemas, the headless engine (resources/engine/) and the generic screen
 *   (resources/view/);
 * - features: the areas' own screens, and which menus have a screen (features/menu-screens.ts,
 *   offered-menus.ts), which needs both the features' panes and the resource screens;
 * - palette: the command palette, which offers those menus;
 * - shell: the app, layout, routes and login, which place all of the above; main.tsx starts it.
 */
const LAYERS = [
  ['base', '(config|storage)\\.ts'],
  ['i18n', 'i18n/'],
  ['core', 'core/'],
  ['api', 'api/'],
  ['auth', 'auth/'],
  ['platform', 'platform/'],
  ['ui', 'ui/'],
  ['hotkeys', 'hotkeys/'],
  ['resources', 'resources/'],
  ['features', 'features/'],
  ['palette', 'palette/'],
  ['shell', 'shell/'],
  ['main', 'main\\.tsx'],
];

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `layer-${name}-imports-only-below`,
  severity: 'error',
  comment: `src/${path.replace(/\\/g, '')} is layer ${i + 1} of the stack (see LAYERS): it imports none of ${LAYERS.slice(i + 1).map(([above]) => above).join(', ')}.`,
  from: { path: `^src/${path}` },
  to: { path: `^src/(${LAYERS.slice(i + 1).map(([, above]) => above).join('|')})`, pathNot: SHARED },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'engine-below-the-view',
      severity: 'error',
      comment: 'The resource engine (src/resources/engine/) is headless: the components of src/resources/view/ stand on it, never the other way.',
      from: { path: '^src/resources/engine/' },
      to: { path: '^src/resources/view/' },
    },
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
      name: 'mock-imports-no-console-code',
      severity: 'error',
      comment: 'mock-server/ imports from the console only what it shares (SHARED) and the backend offer (src/platform/backend-offer.ts: the shape of what the mock offers the console); never commands, notifications, i18n or UI.',
      from: { path: '^mock-server/' },
      to: { path: '^(src|commands)/', pathNot: `${SHARED}|^src/platform/backend-offer\\.ts$` },
    },
    {
      name: 'mock-floor-imports-no-area',
      severity: 'error',
      comment: "The mock's generic floor (crud/: the CRUD handlers every schema gets, with data scopes; auth/: tokens, sessions, API scopes; menus/: the grant check) imports no area room: areas build on the floor, never the floor on them.",
      from: { path: '^mock-server/(crud|auth|menus)/' },
      to: { path: '^mock-server/(org|school|flow|storage|tenancy|handlers|persist|seed)/' },
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

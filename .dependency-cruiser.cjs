/**
 * The import rules of the repository, checked by `npm run lint:deps` (part of `npm test`).
 * Layers run one way: src/ is the console, a stack of folders (LAYERS below) in which
 * src/platform/ (the command registry, command types, argument rules, undo history and check
 * harness) is the layer the commands stand on; commands/ holds the command definitions, which
 * import from src/; src/ reaches them only through the loader that registers them at start. The
 * mock backend imports the bottom of the stack (the config, the file formats, the resource
 * schemas and their validation), never console code.
 */
/**
 * src/ is a stack: a folder imports only from the folders below it. The order is the one the
 * imports show, bottom first:
 * - base: the console's constants (base/config.ts) and what the browser keeps for it
 *   (base/local-data.ts: localStorage under the site's key prefix), which even the language
 *   choice is kept in;
 * - formats: BladeX's date text, and the xlsx and zip files the console and the mock both read
 *   and write;
 * - schema: the schema language (schema/types.ts, validate.ts), every resource schema, their
 *   names, and the ids of all commands; the mock generates its CRUD handlers from it; and the
 *   wire types (schema/wire/): BladeX's answers and bodies in one declaration the mock writes and
 *   the client reads;
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
 *   under the resource screen;
 * - engine: the headless engine of the resource screens: each screen's store (controller) and
 *   actions, the SWR hooks that load rows and options, answers fetched ahead, the bound on SWR's
 *   cache, saved views and column layouts, and the bulk work (engine/bulk/: reading and checking
 *   sheets, writing their rows);
 * - resource-screen: the generic screen of a resource schema, React components over the engine;
 * - features: the areas' own screens, and which menus have a screen (features/menu-screens.ts,
 *   offered-menus.ts), which needs both the features' panes and the resource screens;
 * - palette: the command palette, which offers those menus;
 * - shell: the app, layout, routes and login, which place all of the above; shell/main.tsx
 *   starts it.
 * The mock (mock-server/) stands on the bottom three alone (BOTTOM).
 */
const LAYERS = [
  ['base', 'base/'],
  ['formats', 'formats/'],
  ['schema', 'schema/'],
  ['i18n', 'i18n/'],
  ['core', 'core/'],
  ['api', 'api/'],
  ['auth', 'auth/'],
  ['platform', 'platform/'],
  ['ui', 'ui/'],
  ['hotkeys', 'hotkeys/'],
  ['engine', 'engine/'],
  ['resource-screen', 'resource-screen/'],
  ['features', 'features/'],
  ['palette', 'palette/'],
  ['shell', 'shell/'],
];

/** What the mock shares with the console: the layers at the bottom of the stack. */
const BOTTOM = `^src/(${LAYERS.slice(0, 3).map(([, path]) => path).join('|')})`;

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `layer-${name}-imports-only-below`,
  severity: 'error',
  comment: `src/${path.replace(/\\/g, '')} is layer ${i + 1} of the stack (see LAYERS): it imports none of ${LAYERS.slice(i + 1).map(([above]) => above).join(', ')}.`,
  from: { path: `^src/${path}` },
  to: { path: `^src/(${LAYERS.slice(i + 1).map(([, above]) => above).join('|')})` },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not reach itself through its imports (type-only and dynamic ones count): a circle has no layer to start from.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circles',
      severity: 'error',
      scope: 'folder',
      comment: 'No folder of src/ reaches itself through the imports of its modules (its subfolders are folders of their own): the stack holds folder by folder, not only layer by layer.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'commands-open-dialogs-through-the-platform',
      severity: 'error',
      comment: 'commands/ imports no React component (a .tsx module) of src/features/: a command opens a dialog by name through src/platform/dialogs.ts, which the features provide.',
      from: { path: '^commands/' },
      to: { path: '^src/features/.+\\.tsx$' },
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
      comment: 'mock-server/ imports from the console only the bottom of the stack (BOTTOM: base, formats, schema) and the backend offer (src/platform/backend-offer.ts: the shape of what the mock offers the console); never commands, notifications, i18n or UI.',
      from: { path: '^mock-server/' },
      to: { path: '^(src|commands)/', pathNot: `${BOTTOM}|^src/platform/backend-offer\\.ts$` },
    },
    {
      name: 'mock-floor-imports-no-area',
      severity: 'error',
      comment: "The mock's generic floor (crud/: the CRUD handlers every schema gets, with data scopes; auth/: tokens, sessions, API scopes; menus/: the grant check) imports no area room: areas build on the floor, never the floor on them.",
      from: { path: '^mock-server/(crud|auth|menus)/' },
      to: { path: '^mock-server/(org|school|flow|storage|tenancy|handlers|persist|seed)/' },
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

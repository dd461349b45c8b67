import type { features } from '../src/config';
import type { MenuItem } from '../src/core/menu';
import type { Tab, UserInfo } from '../src/core/session';

/** Where a command was started from; carried through execute() and recorded. */
export type CommandSource = 'palette' | 'hotkey' | 'button' | 'menu' | 'url' | 'api' | 'test';

/** Palette groups, in the order the palette lists them. */
export const commandGroups = ['selection', 'navigation', 'resource', 'tabs', 'session', 'layout', 'errors', 'notices', 'workflow', 'system'] as const;
export type CommandGroup = (typeof commandGroups)[number];

export interface Localized { zh: string; en: string }

/** What `when` and `run` see: one typed snapshot of the console's state. */
export interface CommandContext {
  /** Current pathname and search string. */
  route: string;
  search: string;
  loggedIn: boolean;
  user: Readonly<UserInfo> | null;
  roles: readonly string[];
  menus: readonly MenuItem[];
  tabs: readonly Tab[];
  /** The button permission map (code → true). */
  can: (code: string) => boolean;
  features: Readonly<typeof features>;
  /** Rows selected in the current resource table, if any. */
  selection: { resource: string | null; ids: readonly string[] };
}

export interface ChoiceOption { value: string; label: string; hint?: string }

/** How to ask for one argument (in the palette, in place, one after another). */
export type ArgSpec =
  | { kind: 'text'; label: Localized; placeholder?: Localized; secret?: boolean; optional?: boolean; validate?: (value: string) => Localized | undefined }
  | { kind: 'choice'; label: Localized; options: (ctx: CommandContext) => ChoiceOption[] | Promise<ChoiceOption[]>; optional?: boolean }
  | { kind: 'confirm'; label: Localized };

/** Argument values: text and choice give strings, confirm gives true. */
export type ArgValues<S extends Record<string, ArgSpec>> = {
  [K in keyof S]: S[K] extends { kind: 'confirm' } ? true : S[K] extends { optional: true } ? string | undefined : string;
};

/**
 * What a check can do. The same harness runs in `npm test` (the console rendered in happy-dom
 * against the Node mock) and in the console's self-test pane (the live console and backend).
 */
export interface CheckHarness {
  /** Runs the command under check, as a test source. */
  run(args?: Record<string, unknown>): Promise<unknown>;
  /** Runs any command by id. */
  execute(id: string, args?: Record<string, unknown>): Promise<unknown>;
  /** Waits until the text is visible on screen (throws after a timeout). */
  see(text: string | RegExp): Promise<void>;
  /** Waits until the text is gone. */
  notSee(text: string | RegExp): Promise<void>;
  /** Waits until the location's pathname is `path`. */
  at(path: string): Promise<void>;
  /** The context the next command would see. */
  context(): CommandContext;
  /** Fails the check with this message unless `condition` holds. */
  expect(condition: unknown, message: string): void;
}

export interface CommandCheck {
  /** Changes data: run only against the embedded mock, never a real backend. */
  mutates?: boolean;
  /** Ends or locks the session it runs in: the self-test pane skips it, the suite logs in again. */
  endsSession?: boolean;
  /** The path to open before the scenario (default the home page). */
  at?: string;
  scenario: (h: CheckHarness) => Promise<void>;
}

export interface Command<S extends Record<string, ArgSpec> = Record<string, ArgSpec>> {
  /** Dotted, namespaced and unique: `tabs.close`, `nav.menu.param`, `crud.param.add`. */
  id: string;
  title: Localized;
  group: CommandGroup;
  keywords?: string[];
  /** react-hotkeys-hook syntax, e.g. `mod+k`, `alt+shift+l`. */
  shortcut?: string;
  /** Shown in the palette next to the title (e.g. the argument to expect). */
  hint?: Localized;
  when?: (ctx: CommandContext) => boolean;
  args?: S;
  run: (ctx: CommandContext, args: ArgValues<S>) => unknown;
  /** The check of the command suite, or why a check is impossible. */
  check: CommandCheck | { impossible: string };
}

/** Erases a command's argument type for storage in the registry. */
export type AnyCommand = Command<any>;

export interface CommandRecord { id: string; source: CommandSource; at: number; ok: boolean; error?: string }

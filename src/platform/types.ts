import type { features, Localized } from '../base/config';
import type { MenuItem } from '../core/menu';
import type { Tab, UserInfo } from '../core/session';
import type { CommandId } from '../schema/command-ids';

/** Where a command was started from; carried through execute() and recorded. */
export type CommandSource = 'palette' | 'hotkey' | 'button' | 'menu' | 'url' | 'api' | 'test';

/**
 * Builds a command's undo step from what its run resolved with. `null`: the run changed nothing
 * (it only opened a dialog, or the user cancelled), so there is nothing to note; `undefined`: it
 * changed something it cannot reverse, noted as such.
 */
export type Reverser = (result: unknown) => UndoStep | null | undefined | Promise<UndoStep | null | undefined>;

/**
 * Palette groups, in the order the palette lists them. A screen goes before the commands on its
 * rows: typing part of its name (通知, notice) means the screen; the current screen's row
 * commands still come first, being the current screen's (see command-index.ts).
 */
export const commandGroups = ['navigation', 'selection', 'resource', 'tabs', 'session', 'layout', 'errors', 'notices', 'workflow', 'system'] as const;
export type CommandGroup = (typeof commandGroups)[number];

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
  /**
   * Asked ahead, for a command of another screen: the context as it will be once the command's
   * screen (`at`) has opened, whose view counts as mounted though it is not yet.
   */
  prospective?: boolean;
}

/**
 * The rows a command acts on: the selected rows of `resource`. With none selected the palette
 * asks which (one, or several with `several`), found by title on the server, and selects them.
 */
export interface RecordTarget {
  resource: string;
  several?: boolean;
}

export interface ChoiceOption {
  value: string;
  label: string;
  hint?: string;
  /** Nesting level in a tree of choices (departments, menus); 0 or absent at the top. */
  depth?: number;
  /**
   * In a tree of ticks (a choice with `tree`): a `group` ticks what lies under it and is never an
   * answer itself (a scope tree's menu); a `label` only shows where the options under it belong
   * (a menu group the caller may not grant). Absent: a value, which is an answer.
   */
  node?: 'group' | 'label';
  /** In a tree opened a level at a time (a choice with `children`): it has options under it to open. */
  hasChildren?: boolean;
}

/** What every argument kind shares. */
interface ArgBase {
  label: Localized;
  /** May be skipped (with one key in the palette); the command then gets `undefined`. */
  optional?: boolean;
  /**
   * The value the palette starts from, e.g. the record's current value when editing it; Enter
   * keeps it. Read when the argument is asked for, so it may depend on the selection and on
   * `answers`, the arguments answered before it.
   */
  initial?: (ctx: CommandContext, answers: Readonly<Record<string, unknown>>) => string | undefined | Promise<string | undefined>;
  /**
   * The rule of this argument with its message: checked in the palette before moving on, and
   * by `execute` for values given by a deep link or a caller.
   */
  validate?: (value: string, ctx: CommandContext) => Localized | undefined;
}

/**
 * How to ask for one argument (in the palette, in place, one after another). Every value is
 * a string as a URL or a BladeX form would carry it: numbers in decimal, dates as
 * `yyyy-MM-dd` (`yyyy-MM-dd HH:mm:ss` with `time`), several choices comma-joined.
 */
export type ArgSpec =
  | (ArgBase & { kind: 'text'; placeholder?: Localized; secret?: boolean; multiline?: boolean })
  | (ArgBase & { kind: 'number'; min?: number; max?: number; integer?: boolean })
  | (ArgBase & {
    kind: 'date';
    time?: boolean;
    /**
     * The argument answered before it that this one counts from (an end from its start): an
     * offset (+2d) or a bare time (18:00) typed here counts from that answer, not from today.
     */
    from?: string;
  })
  /**
   * One value from a list (several with `multiple`): a static list, a dictionary, a remote
   * list or a tree, whatever `options` loads; tree entries carry their `depth`.
   */
  | (ArgBase & {
    kind: 'choice';
    options: (ctx: CommandContext) => ChoiceOption[] | Promise<ChoiceOption[]>;
    multiple?: boolean;
    /**
     * The options are a tree too big to load whole: `options` is its top level, and this loads
     * the options under one (its children), as the user opens it.
     */
    children?: (parentId: string, ctx: CommandContext) => Promise<ChoiceOption[]>;
    /** Asks the server for the options matching what is typed (records by title), beside `options`. */
    search?: (query: string, ctx: CommandContext) => Promise<ChoiceOption[]>;
    /**
     * Names values that `options` may not list (a record's starting value among more records than
     * one page lists), in their order; a value it cannot name reads as itself.
     */
    name?: (values: readonly string[], ctx: CommandContext) => Promise<string[]>;
    /**
     * The choice grants a role, a permission, a tenant or a package, so the user picks it: the
     * palette never takes it for them (Ctrl+Enter accepts only what was picked, or the starting
     * value kept, never the highlighted option), and `options` lists the least-privileged first.
     */
    grants?: boolean;
    /**
     * The options are a tree of ticks, as the grant dialog's: ticking a node ticks what lies
     * under it and the values above it, unticking it unticks what lies under it, and a node
     * with some of what lies under it ticked shows as partly ticked (`multiple` only).
     */
    tree?: boolean;
  })
  | {
    kind: 'confirm';
    label: Localized;
    /**
     * The command destroys or takes away (a delete, a reset, a grant removed): the confirmation
     * starts on 取消, so Enter alone does not go on.
     */
    destructive?: boolean;
    /**
     * Whether to ask at all, read once the other arguments are answered (a grant that removes
     * nothing has nothing to confirm); absent: always. Not asked, it counts as confirmed.
     */
    askedWhen?: (ctx: CommandContext, answers: Readonly<Record<string, unknown>>) => boolean | Promise<boolean>;
    /** What the confirmation names besides the records it acts on (what a grant removes), read as it is asked. */
    details?: (ctx: CommandContext, answers: Readonly<Record<string, unknown>>) => Promise<CommandSubject['values']>;
  };

/** What a command acts on, e.g. the record an edit changes: shown above its prompts. */
export interface CommandSubject {
  /** Names it: the record's title field value. */
  title: string;
  /** Its current values, in form order, as a user reads them (option labels, not keys). */
  values: { label: Localized; text: string }[];
}

/** The arguments of a command that takes none. */
export type NoArgs = Record<never, ArgSpec>;

/** Argument values: every kind gives a string, confirm gives true. */
export type ArgValues<S extends Record<string, ArgSpec>> = {
  [K in keyof S]: S[K] extends { kind: 'confirm' } ? true : S[K] extends { optional: true } ? string | undefined : string;
};

/** The step that reverses one run of a command (see `Command.reversible`). */
export interface UndoStep {
  /** What will be undone, shown by the palette's undo command, e.g. "参数管理 · 新增 · a". */
  title: Localized;
  run: () => unknown;
}

/**
 * What a check can do. The same harness runs in `npm test` (the console rendered in happy-dom
 * against the Node mock) and in the console's self-test pane (the live console and backend).
 */
export interface CheckHarness {
  /** Runs the command under check, as a test source. */
  run(args?: Record<string, unknown>): Promise<unknown>;
  /** Runs any command by id, with its own arguments: the needed ones at least (nobody is asked). */
  execute<I extends CommandId>(id: I, ...args: NoInfer<UnaskedCall<I>>): Promise<unknown>;
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
  /**
   * Presses the button whose text or accessible name is `name`, in the topmost open dialog when
   * there is one (a confirmation the command asks), waiting for it to appear.
   */
  press(name: string): Promise<void>;
  /**
   * Runs `undo` once the scenario ends, passed or failed, newest first: how a check removes the
   * records it created and puts back what it changed. An `undo` that throws fails the check.
   */
  cleanup(undo: () => unknown): void;
  /**
   * Ends the check as skipped, saying why it cannot run against this console and backend (a
   * feature the deployment keeps off, a list with a single page). Never a way to pass.
   */
  skip(reason: Localized): never;
}

export interface CommandCheck {
  /** Changes data: run only against the embedded mock, never a real backend. */
  mutates?: boolean;
  /** Ends or locks the session it runs in: the self-test pane skips it, the suite logs in again. */
  endsSession?: boolean;
  /** The path to open before the scenario (default the home page). */
  at?: string;
  /**
   * The path the scenario ends on, when it opens a screen (a menu, a list): the self-test runs
   * it just before the checks at that path and goes on there without loading the screen again.
   * Without `at`, the self-test starts it on whatever page the run is on, but that screen.
   */
  lands?: string;
  scenario: (h: CheckHarness) => Promise<void>;
}

export interface Command<S extends Record<string, ArgSpec> = Record<string, ArgSpec>, I extends CommandId = CommandId> {
  /** Dotted, namespaced and unique: `tabs.close`, `nav.menu.param`, `crud.param.add`. */
  id: I;
  title: Localized;
  group: CommandGroup;
  keywords?: string[];
  /** react-hotkeys-hook syntax, e.g. `mod+k`, `alt+shift+l`. */
  shortcut?: string;
  /**
   * Shown in the palette next to the title (e.g. the argument to expect). A function is asked
   * whenever the palette shows the command: the undo command names what it will undo.
   */
  hint?: Localized | (() => Localized | undefined);
  when?: (ctx: CommandContext) => boolean;
  /**
   * The route the command runs on, when `when` holds only there (a resource's commands need its
   * screen open): a deep link (`/run/<id>`) opens it first. Absent: the command runs anywhere.
   */
  at?: string;
  /** The selected rows the command acts on, which the palette asks for when none are selected. */
  records?: RecordTarget;
  args?: S;
  /**
   * The command's own dialog for its arguments (e.g. the record form). A button, shortcut or
   * menu that runs the command without arguments opens it; the palette asks in place instead.
   */
  dialog?: (ctx: CommandContext) => unknown;
  /**
   * What the command acts on (the record an edit changes). The palette reads it once, when it
   * starts asking for the command's arguments, and shows it above every prompt.
   */
  subject?: (ctx: CommandContext) => CommandSubject | undefined | Promise<CommandSubject | undefined>;
  /** Changes data on the server: a deep link asks before running it. */
  changesData?: boolean;
  /**
   * One run at a time: run again while a run is under way on the same page, with the same
   * arguments and the same rows selected (Alt+X pressed twice during an export), it joins that
   * run, resolving with its result, instead of starting a second one that would only repeat the
   * first's work.
   */
  single?: true;
  /**
   * Makes the command undoable. Called before `run` with its arguments, it captures what the
   * undo needs (the previous theme, the row's values before an edit) and returns the function
   * that builds the undo step from what `run` resolved with (see `Reverser`).
   */
  reversible?(ctx: CommandContext, args: ArgValues<S>): Reverser | Promise<Reverser>;
  run(ctx: CommandContext, args: ArgValues<S>): unknown;
  /** The check of the command suite, or why a check is impossible (shown on the self-test page). */
  check: CommandCheck | { impossible: Localized };
}

/**
 * A command of any arguments, as the registry stores it. `run` and `reversible` are methods, so
 * a command of particular arguments is one of these (method parameters compare both ways).
 */
export type AnyCommand = Command<Record<string, ArgSpec>>;

/** Sources where a person answers the arguments not given (`execute` asks them). */
export type AskingSource = Exclude<CommandSource, UnaskedSource>;
/** Sources where nobody is asked: a script's call and a check's must give every needed argument. */
export type UnaskedSource = 'api' | 'test';

/** A given argument's value, as its prompt's answer would be: text, or true for a confirmation. */
type ArgValue<A extends ArgSpec> = A extends { kind: 'confirm' } ? true : string;

/**
 * What a caller may give a command of these arguments (`execute`): any of them; the rest are
 * asked or refused. A command without arguments is given none (`{}` alone, not any object).
 */
export type GivenArgs<S extends Record<string, ArgSpec>> = [keyof S] extends [never]
  ? Record<string, never>
  : { [K in keyof S]?: ArgValue<S[K]> };
/** What a caller nobody answers for must give: every argument not optional. */
export type NeededArgs<S extends Record<string, ArgSpec>> = { [K in keyof S as S[K] extends { optional: true } ? never : K]: ArgValue<S[K]> };

/** One command's arguments as CommandArgs holds them: what may be given, and what must be. */
export interface ArgsShape<Given, Needed> { given: Given; needed: Needed }
/** The ArgsShape of a command's argument specs. */
export type ArgsOfSpecs<S extends Record<string, ArgSpec>> = ArgsShape<GivenArgs<S>, NeededArgs<S>>;

/**
 * Each command's arguments by id, as `execute` takes them: filled by declaration merging where
 * the commands are defined (commands/index.ts, from the definitions' own `args`), since src/
 * does not import commands/. An id with no entry (a menu's, a saved view's, the tests' own)
 * takes any arguments.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CommandArgs {}

/** The arguments `execute` takes for the command `I` (for a union of ids, those of any one of them). */
export type ArgsFor<I extends CommandId> = I extends keyof CommandArgs ? CommandArgs[I]['given'] : Record<string, unknown>;
/** The arguments an unasked call of `I` (UnaskedSource) gives: the needed ones at least. */
export type UnaskedArgsFor<I extends CommandId> = I extends keyof CommandArgs ? CommandArgs[I]['given'] & CommandArgs[I]['needed'] : Record<string, unknown>;
/** Whether `I` needs no argument, so an unasked call may leave its arguments out. */
type NeedsNone<I extends CommandId> = [keyof (I extends keyof CommandArgs ? CommandArgs[I]['needed'] : Record<never, never>)] extends [never] ? true : false;
/** The arguments of an unasked call of `I` (the check harness's `execute`). */
export type UnaskedCall<I extends CommandId> = NeedsNone<I> extends true ? [args?: UnaskedArgsFor<I>] : [args: UnaskedArgsFor<I>];
/** The arguments and source of an unasked `execute` of `I`. */
export type UnaskedExecute<I extends CommandId> =
  NeedsNone<I> extends true ? [args?: UnaskedArgsFor<I>, source?: UnaskedSource] : [args: UnaskedArgsFor<I>, source?: UnaskedSource];

/** The arguments of each command of the union C, by id: what a definition adds to CommandArgs. */
export type ArgsOfCommands<C extends { id: CommandId }> = {
  [I in PreciseIds<C>]: C extends unknown ? (CommandId extends C['id'] ? never : I extends C['id'] ? ArgsOfSpecs<C extends { args?: infer S extends Record<string, ArgSpec> } ? S : NoArgs> : never) : never;
};
/** The ids of the commands C whose type names them (a command typed with any id names none). */
type PreciseIds<C extends { id: CommandId }> = C extends unknown ? (CommandId extends C['id'] ? never : C['id']) : never;

export interface CommandRecord { id: string; source: CommandSource; at: number; ok: boolean; error?: string }

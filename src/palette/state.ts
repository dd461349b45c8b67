import { proxy, ref } from 'valtio';
import type { AnyCommand, ArgSpec, CommandContext, CommandSource, CommandSubject } from '../platform/types';
import type { Localized } from '../base/config';
import type { NamedRows } from '../engine/record-names';
import { holdTyping } from './type-ahead';

/**
 * `commands`: the command list (with nested pages); `menus`: leaf menus by name prefix;
 * `records`: records of every screen the user may open, by title (typing RECORD_PREFIX first).
 */
export type PaletteMode = 'commands' | 'menus' | 'records';

/** Typed first in the command list, switches to record search; deleted, switches back. */
export const RECORD_PREFIX = '#';
export type PalettePageName = 'goto';

/** A nested page over the command list; `menuId` is the menu group a goto page lists. */
export interface PalettePage {
  name: PalettePageName;
  menuId?: string;
}

/** One argument the palette is asking for, on behalf of a running command. */
export interface PromptRequest {
  command: AnyCommand;
  name: string;
  spec: ArgSpec;
  /** 1-based position among the arguments asked for. */
  step: number;
  steps: number;
  /** The label of every step, in order: Alt with a step's digit goes to it. */
  stepLabels?: readonly Localized[];
  source: CommandSource;
  /** The message of a value given for this argument (by a deep link) that broke its rule. */
  problem?: Localized;
  /** The context the command runs in: options, rules and starting values are read against it. */
  ctx: CommandContext;
  /** Where the prompt starts (the argument's `initial`, read before it is shown). */
  initial?: string;
  /** What the command acts on (the record being edited), if it says. */
  subject?: CommandSubject;
  /** The selected rows the command acts on, named (see record-names.ts). */
  records?: NamedRows;
  /** A confirmation's own lines besides the records (what a grant removes). */
  details?: CommandSubject['values'];
  /** The arguments answered before this one, in order, as the user reads them. */
  answered: AnsweredArg[];
  /** A date argument's answer it counts from (its spec's `from`), as answered. */
  countsFrom?: { label: Localized; value: string };
}

/** One answered argument as the prompts' header lists it. */
export interface AnsweredArg {
  label: Localized;
  /** The answer as shown: option labels for choices, a mask for secrets; undefined when skipped. */
  text: string | undefined;
}

/**
 * `{ value }` answers (value undefined: an optional argument skipped), with `text` as the user
 * reads it when that differs from the value (an option's label); null cancels. `finish` (the
 * answer was given with Ctrl+Enter) takes every later argument as it starts; `jump` (given with
 * Alt and a step's digit) goes to that step, 1-based (see prompter.ts).
 */
export type PromptAnswer = { value: unknown; text?: string; finish?: boolean; jump?: number } | null;

interface PendingPrompt extends PromptRequest {
  resolve: (answer: PromptAnswer) => void;
}

/**
 * A multi-step prompt left with answers (Esc, a click outside): its command, what it was given,
 * the rows it acts on and the answers so far, which the command list offers to resume first.
 */
export interface PromptDraft {
  command: AnyCommand;
  /** The arguments the run was given rather than asked (a found record's). */
  given: Record<string, unknown>;
  /** The rows it acts on, as they were selected when it was left. */
  records?: readonly string[];
  /** The answers so far, by argument name. */
  values: Record<string, unknown>;
  /** The same answers as the user read them, in step order. */
  answered: (AnsweredArg & { name: string })[];
}

interface PaletteState {
  open: boolean;
  /** The last prompt left with answers, kept until it is resumed or another takes its place. */
  draft: PromptDraft | null;
  mode: PaletteMode;
  pages: PalettePage[];
  prompt: PendingPrompt | null;
  /** Bumped on every open, page and prompt, so each view starts over with an empty query. */
  opened: number;
  /** What the view of the opening `opened` starts with instead (see switchMode). */
  seed: { opened: number; query: string };
}

export const palette = proxy<PaletteState>({ draft: null, open: false, mode: 'commands', pages: [], prompt: null, opened: 0, seed: { opened: 0, query: '' } });

function settlePrompt(answer: PromptAnswer): void {
  const pending = palette.prompt;
  if (!pending) return;
  palette.prompt = null;
  pending.resolve(answer);
}

export function openPalette(mode: PaletteMode = 'commands', page?: PalettePageName): void {
  settlePrompt(null);
  palette.mode = mode;
  palette.pages = page ? [{ name: page }] : [];
  palette.open = true;
  palette.opened++;
  if (mode === 'records') switchMode(mode, RECORD_PREFIX);
}

/** Shows another mode's view starting from `query`: what was typed, prefix included. */
export function switchMode(mode: PaletteMode, query: string): void {
  palette.mode = mode;
  palette.seed = { opened: palette.opened, query };
}

/** The query a view starts with: the seed of a mode switch, else empty. */
export function initialQuery(): string {
  return palette.seed.opened === palette.opened ? palette.seed.query : '';
}

/** Closes the palette; a pending argument prompt resolves as cancelled. */
export function closePalette(): void {
  palette.open = false;
  palette.pages = [];
  settlePrompt(null);
}

/**
 * Closes the palette and resolves once its overlay has gone and handed focus back, so a command
 * run afterwards (one that focuses a field, opens a dialog) is not undone by that hand-back.
 */
export async function closePaletteSettled(): Promise<void> {
  closePalette();
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  // The overlay leaves, then React Aria restores focus a frame later; wait for both (bounded).
  for (let i = 0; i < 30 && document.querySelector('.palette-overlay'); i++) await frame();
  await frame();
  await frame();
}

/**
 * What the open shortcut does: open this mode, or close when it is already what is shown. A
 * prompt is never dropped by it: it stays, with whatever is typed in it.
 */
export function togglePalette(mode: PaletteMode = 'commands'): void {
  if (palette.open && palette.prompt) return;
  const showing = palette.open && palette.mode === mode && palette.pages.length === 0;
  if (showing) closePalette();
  else openPalette(mode);
}

/** Keeps a prompt's answers (see PromptDraft). */
export function keepDraft(draft: PromptDraft): void {
  palette.draft = ref(draft);
}

let resuming: PromptDraft | null = null;

/** Takes the draft to resume it: it is no longer offered, and its prompts start from its answers. */
export function takeDraft(): PromptDraft | null {
  resuming = palette.draft;
  palette.draft = null;
  return resuming;
}

/** The draft being resumed, when it is this command's; asked once. */
export function resumedDraft(command: AnyCommand): PromptDraft | null {
  const draft = resuming?.command === command ? resuming : null;
  resuming = null;
  return draft;
}

export function pushPage(page: PalettePage): void {
  palette.pages.push(page);
  palette.opened++;
}

/** Goes up one page; false when already at the top. */
export function popPage(): boolean {
  if (!palette.pages.length) return false;
  palette.pages.pop();
  palette.opened++;
  return true;
}

/** Shows the prompt for one argument (opening the palette if needed) and waits for the answer. */
export function askInPalette(request: PromptRequest): Promise<PromptAnswer> {
  settlePrompt(null);
  return new Promise((resolve) => {
    palette.prompt = ref({ ...request, resolve });
    palette.open = true;
    palette.opened++;
  });
}

/** Called by the prompt views. An answer moves the run on: what is typed meanwhile goes to its next prompt. */
export function answerPrompt(answer: PromptAnswer): void {
  if (answer && palette.prompt) holdTyping();
  settlePrompt(answer);
}

import { currentContext } from '../platform/context';
import { setArgPrompter, type ArgPrompter } from '../platform/registry';
import type { AnyCommand, ArgSpec, CommandContext, CommandSubject } from '../platform/types';
import { resourceByName } from '../schema';
import { namedRows, type NamedRows } from '../engine/record-names';
import { askInPalette, closePalette, closePaletteSettled, keepDraft, resumedDraft, type AnsweredArg, type PromptRequest } from './state';
import { releaseTyping } from './type-ahead';

/**
 * An argument's starting value. A failed read (the record could not be loaded) starts the
 * prompt empty, where Enter skips, so nothing is changed blindly; the HTTP client has already
 * said why the read failed.
 */
async function initialOf(spec: ArgSpec, ctx: CommandContext, answers: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  if (spec.kind === 'confirm' || !spec.initial) return undefined;
  return Promise.resolve(spec.initial(ctx, answers)).catch(() => undefined);
}

/**
 * The value a later argument takes once the user finished early (Ctrl+Enter): its starting
 * value, or nothing when it may be skipped; a required argument without one, and a
 * confirmation, are still asked (`asked`). A choice that grants takes only a starting value
 * (what is held now, even nothing, which grants nothing new); without one it is asked, skipping
 * it being a choice too (a tenant without a package sees every menu).
 */
function takenAsItStarts(spec: ArgSpec, initial: string | undefined): { value: string | undefined } | 'asked' {
  if (spec.kind === 'confirm') return 'asked';
  if (spec.kind === 'choice' && spec.grants) return initial === undefined ? 'asked' : { value: initial };
  if (initial !== undefined && initial !== '') return { value: initial };
  return spec.optional ? { value: undefined } : 'asked';
}

/** Set while a command run with Ctrl+Enter from the list runs: its arguments start finished. */
let asTheyStart = false;

/**
 * Runs `run` with every argument it asks for taken as it starts (Ctrl+Enter on a command in the
 * list): only a required argument without a starting value, and a confirmation, are asked.
 */
export async function withArgsAsTheyStart<T>(run: () => Promise<T>): Promise<T> {
  asTheyStart = true;
  try {
    return await run();
  } finally {
    asTheyStart = false;
  }
}

/** The selected rows the command acts on, named for its prompts; undefined for a command on no rows. */
function namedRecords(command: AnyCommand, ctx: CommandContext): NamedRows | undefined {
  const schema = command.records && resourceByName(command.records.resource);
  const { selection } = ctx;
  return schema && selection.resource === schema.name && selection.ids.length ? namedRows(schema, selection.ids) : undefined;
}

/** The earlier answer a date argument counts from (an end from its start), when it has one. */
function countsFrom(command: AnyCommand, spec: ArgSpec, values: Readonly<Record<string, unknown>>): PromptRequest['countsFrom'] {
  if (spec.kind !== 'date' || !spec.from) return undefined;
  const value = values[spec.from];
  const from = command.args?.[spec.from];
  return typeof value === 'string' && value && from ? { label: from.label, value } : undefined;
}

/** Whether a confirmation is to be asked, given the answers before it (see the confirm spec's `askedWhen`). */
async function confirmAsked(spec: ArgSpec, ctx: CommandContext, answers: Readonly<Record<string, unknown>>): Promise<boolean> {
  return spec.kind !== 'confirm' || !spec.askedWhen || Boolean(await spec.askedWhen(ctx, answers));
}

/** A confirmation's own lines (what a grant removes), read as it is asked. */
async function detailsOf(spec: ArgSpec, ctx: CommandContext, answers: Readonly<Record<string, unknown>>): Promise<CommandSubject['values'] | undefined> {
  return spec.kind === 'confirm' && spec.details ? spec.details(ctx, answers) : undefined;
}

/**
 * Asks for each named argument in the palette, one after another; null when cancelled. An
 * answer given with Ctrl+Enter finishes: the arguments after it take their starting values. An
 * answer given with a jump (Alt+digit) goes to that step: the steps passed over on the way take
 * their starting values (stopping at one that has none and must be asked), and a step gone back
 * to starts from its answer. A draft being resumed starts at its first unanswered step, its
 * answered steps passed over as answered and still there to go back to.
 */
export const promptInPalette: ArgPrompter = async (command, given, source, names, problems) => {
  const ctx = currentContext();
  const values: Record<string, unknown> = { ...given };
  const shown = new Map<string, AnsweredArg>();
  const specOf = (name: string) => (command.args as Record<string, ArgSpec>)[name]!;
  const answered = () => names.filter((name) => shown.has(name)).map((name) => shown.get(name)!);
  const stepLabels = names.map((name) => specOf(name).label);
  const records = namedRecords(command, ctx);
  /** Steps before this one are taken as they start, without asking (a jump passes over them). */
  let passTo = -1;
  const draft = resumedDraft(command);
  if (draft) {
    for (const { name, label, text } of draft.answered) {
      values[name] = draft.values[name];
      shown.set(name, { label, text });
    }
    passTo = names.findIndex((name) => !shown.has(name));
  }
  try {
    const subject = command.subject ? await Promise.resolve(command.subject(ctx)).catch(() => undefined) : undefined;
    let finishing = asTheyStart;
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const spec = specOf(name);
      if (!(await confirmAsked(spec, ctx, values))) {
        values[name] = true;
        continue;
      }
      // Answered before (a draft's step, or one a jump passes over again): kept as answered.
      if (i < passTo && shown.has(name)) continue;
      const before = shown.has(name) ? values[name] : undefined;
      const initial = before !== undefined ? String(before) : await initialOf(spec, ctx, values);
      const taken = finishing || i < passTo ? takenAsItStarts(spec, initial) : 'asked';
      if (taken !== 'asked') {
        values[name] = taken.value;
        continue;
      }
      const details = await detailsOf(spec, ctx, values);
      const answer = await askInPalette({
        command, name, spec, step: i + 1, steps: names.length, stepLabels, source, problem: problems[name], ctx, initial, subject, records, details, answered: answered(),
        countsFrom: countsFrom(command, spec, values),
      });
      if (!answer) {
        // Answers given are not lost: the command list offers to go on from here.
        if (shown.size) {
          const kept = names.filter((one) => shown.has(one));
          keepDraft({
            command,
            given,
            records: records && ctx.selection.ids,
            values: Object.fromEntries(kept.map((one) => [one, values[one]])),
            answered: kept.map((one) => ({ name: one, ...shown.get(one)! })),
          });
        }
        closePalette();
        return null;
      }
      values[name] = answer.value;
      finishing ||= Boolean(answer.finish);
      shown.set(name, { label: spec.label, text: answer.text ?? (answer.value === undefined ? undefined : String(answer.value)) });
      if (answer.jump !== undefined && !finishing) {
        passTo = answer.jump - 1;
        if (passTo < i) i = passTo - 1;
      }
    }
    await closePaletteSettled();
    return values;
  } catch (error) {
    closePalette();
    throw error;
  } finally {
    // The last answer given, the keys are the command's again (a form it opens).
    releaseTyping();
  }
};

/** Makes the palette the console's argument prompter; returns the uninstall function. */
export function installPalettePrompter(): () => void {
  setArgPrompter(promptInPalette);
  return () => setArgPrompter(null);
}

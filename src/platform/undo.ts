/**
 * The session's undo history: each command that changed something leaves an entry, newest
 * last; a reversible command's entry carries the step that reverses it, any other says it
 * cannot be undone. Undoing takes the newest entry off and runs its step.
 */
import { proxy, ref } from 'valtio';
import type { AnyCommand, UndoStep } from './types';
import type { Localized } from '../base/config';

export interface UndoEntry {
  commandId: string;
  /** The command's title, with what its step names when it has one. */
  title: Localized;
  /** Absent: the command cannot be undone. */
  step?: UndoStep;
}

const LIMIT = 50;

export const undoHistory = proxy<{ entries: UndoEntry[] }>({ entries: [] });

/** Called by `execute` after a command that changes data (or can be reversed) has run. */
export function noteForUndo(command: AnyCommand, step: UndoStep | undefined): void {
  undoHistory.entries.push({ commandId: command.id, title: step?.title ?? command.title, step: step && ref(step) });
  if (undoHistory.entries.length > LIMIT) undoHistory.entries.splice(0, undoHistory.entries.length - LIMIT);
}

/** The entry the next undo takes, if any. */
export function nextUndo(): UndoEntry | undefined {
  return undoHistory.entries.at(-1);
}

/**
 * Takes the newest entry off and runs its step. Resolves with the entry (its `step` absent when
 * the command could not be undone), or undefined when there is nothing to undo. A step that
 * fails puts its entry back, so the user can try again.
 */
export async function undoLast(): Promise<UndoEntry | undefined> {
  const entry = undoHistory.entries.pop();
  if (!entry?.step) return entry;
  try {
    await entry.step.run();
  } catch (error) {
    undoHistory.entries.push(entry);
    throw error;
  }
  return entry;
}

/** Forgets everything (a new session starts with nothing to undo). */
export function clearUndo(): void {
  undoHistory.entries.splice(0);
}

/** An undo step's title: the command's title and what it acted on, e.g. "参数管理: 新增 · a". */
export function stepTitle(title: Localized, subject: Localized | string): Localized {
  const of = (lang: keyof Localized) => (typeof subject === 'string' ? subject : subject[lang]);
  return { zh: `${title.zh} · ${of('zh')}`, en: `${title.en} · ${of('en')}` };
}

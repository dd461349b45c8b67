/**
 * What the bulk dialog shows, one step after another: reading, the column mapping, the preview,
 * the writing with its progress, the report. A command drives it (commands/bulk/import.ts,
 * edit.ts) and awaits the user's answer at the mapping and the preview.
 */
import { proxy, ref } from 'valtio';
import type { CommandId } from '../../schema/command-ids';

/** A titled list of lines, e.g. the invalid rows with their messages. */
export interface Section { title: string; lines: string[]; more: number }

export interface MappingStep {
  header: string[];
  fields: { value: string; label: string }[];
  /** The field of each column, null for none; the mapping step changes it as the user chooses. */
  chosen: (string | null)[];
  /** Labels of the required fields no column gives yet. */
  missing: (chosen: readonly (string | null)[]) => string[];
}

export interface BulkDialogState {
  title: string;
  phase: 'busy' | 'mapping' | 'review' | 'writing' | 'report';
  busyText: string;
  mapping?: MappingStep;
  /** `lead`: what the whole step does (a bulk edit's change), above its sections. */
  review?: { lead?: string; sections: Section[]; confirm: string; count: number };
  /** Rows written (writing), or read (busy, when reading takes more than one call). */
  progress?: { done: number; total: number };
  report?: { summary: string; sections: Section[]; download?: CommandId };
  /** Set by a step the user answers: the mapping chosen, true to go on, or null to stop. */
  answer?: (value: (string | null)[] | boolean | null) => void;
  /** Stops the writing. */
  stop: AbortController;
  open: boolean;
}

export function newDialogState(title: string, busyText: string): BulkDialogState {
  return proxy<BulkDialogState>({ title, phase: 'busy', busyText, stop: ref(new AbortController()), open: true });
}

/** How many lines a section lists before it only counts the rest. */
export const LISTED = 100;

/** `total`: how many lines there are, when only the first LISTED were made (each costs a lookup). */
export function section(title: string, lines: readonly string[], total = lines.length): Section {
  return { title, lines: lines.slice(0, LISTED), more: Math.max(0, total - LISTED) };
}

/** Waits for the user's answer to the step just shown; null once the dialog is closed. */
export function awaitAnswer<T extends (string | null)[] | boolean | null>(state: BulkDialogState): Promise<T | null> {
  return new Promise((resolve) => {
    // Closed while it was reading or checking: nobody is there to answer.
    if (!state.open) return resolve(null);
    state.answer = ref((value: (string | null)[] | boolean | null) => {
      state.answer = undefined;
      resolve(value as T | null);
    });
  });
}

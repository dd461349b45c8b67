/**
 * A choice whose options are a tree opened a level at a time (the choice spec's `children`): the
 * levels opened so far, and the options shown, each opened option followed by its children one
 * level deeper. A level is asked for the first time its option opens, and kept while the prompt
 * shows.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ArgSpec, ChoiceOption, CommandContext } from '../platform/types';
import { toggledOpen } from './choice-tree';

type ChoiceSpec = Extract<ArgSpec, { kind: 'choice' }>;

export interface LazyLevels {
  /** The options opened. */
  open: ReadonlySet<string>;
  /** Opens the option (asking for its children the first time) or closes it. */
  toggle: (value: string) => void;
  /** The options shown: `top` with every opened option's children under it. */
  shown: (top: readonly ChoiceOption[]) => ChoiceOption[];
  /** Every option read so far, opened or not, for a query to search. */
  known: (top: readonly ChoiceOption[]) => ChoiceOption[];
}

export function useLazyLevels(spec: ChoiceSpec, ctx: CommandContext): LazyLevels {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [levels, setLevels] = useState<ReadonlyMap<string, ChoiceOption[]>>(new Map());
  const toggle = useCallback((value: string) => {
    setOpen((opened) => toggledOpen(opened, value));
    if (levels.has(value) || !spec.children) return;
    // On failure the HTTP client has shown why; closing and opening the option tries again.
    spec.children(value, ctx).then((options) => setLevels((all) => new Map(all).set(value, options)), () => undefined);
  }, [levels, spec, ctx]);
  const nested = useCallback((top: readonly ChoiceOption[], every: boolean) => {
    const under = (options: readonly ChoiceOption[], depth: number): ChoiceOption[] => options.flatMap((option) => {
      const children = (every || open.has(option.value)) && levels.get(option.value);
      return [{ ...option, depth }, ...(children ? under(children, depth + 1) : [])];
    });
    return under(top, 0);
  }, [open, levels]);
  return useMemo(() => ({ open, toggle, shown: (top) => nested(top, false), known: (top) => nested(top, true) }), [open, toggle, nested]);
}

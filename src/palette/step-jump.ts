import type { PromptRequest } from './state';

/** The modifier and digit keys of a press, as React and React Aria report them. */
interface Press {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  code: string;
}

/**
 * The step a press of Alt with a digit goes to in a prompt of several steps (Alt+3: the third),
 * or undefined: another key, a step the command does not have, or the one being asked. Read by
 * the physical key, so Alt with a digit that types another character (⌥3 on a Mac) still counts.
 */
export function stepJumpOf(press: Press, request: Pick<PromptRequest, 'step' | 'steps' | 'stepLabels'>): number | undefined {
  if (!press.altKey || press.ctrlKey || press.metaKey || !request.stepLabels) return undefined;
  const digit = /^(?:Digit|Numpad)([1-9])$/.exec(press.code)?.[1];
  const step = Number(digit);
  return digit && step <= request.steps && step !== request.step ? step : undefined;
}

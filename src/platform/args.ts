/**
 * The rules every argument kind brings before its own `validate`: a value of the right shape
 * (a number, a date), present unless optional. Shared by the palette's prompts and `execute`.
 */
import type { ArgSpec, CommandContext } from './types';
import type { Localized } from '../base/config';
import { dateTextProblem } from '../formats/date-text';

const requiredMessage = (label: Localized): Localized => ({ zh: `请输入${label.zh}`, en: `Enter ${label.en}` });

function shapeProblem(spec: Exclude<ArgSpec, { kind: 'confirm' }>, text: string): Localized | undefined {
  switch (spec.kind) {
    case 'number': {
      const value = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text.trim()) || !Number.isFinite(value)) return { zh: `${spec.label.zh}须为数字`, en: `${spec.label.en} must be a number` };
      if (spec.integer && !Number.isInteger(value)) return { zh: `${spec.label.zh}须为整数`, en: `${spec.label.en} must be a whole number` };
      if (spec.min !== undefined && value < spec.min) return { zh: `${spec.label.zh}不能小于 ${spec.min}`, en: `${spec.label.en} must be at least ${spec.min}` };
      if (spec.max !== undefined && value > spec.max) return { zh: `${spec.label.zh}不能大于 ${spec.max}`, en: `${spec.label.en} must be at most ${spec.max}` };
      return undefined;
    }
    case 'date':
      return dateTextProblem(spec.label, text.trim(), Boolean(spec.time));
    default:
      return undefined;
  }
}

/** The first rule the value breaks, or undefined. Empty optional values pass. */
export function argProblem(spec: ArgSpec, value: unknown, ctx: CommandContext): Localized | undefined {
  if (spec.kind === 'confirm') {
    return value === true ? undefined : { zh: `请确认: ${spec.label.zh}`, en: `Confirm: ${spec.label.en}` };
  }
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  if (text === undefined) return { zh: `${spec.label.zh}须为文本`, en: `${spec.label.en} must be text` };
  // An empty required value: the argument's own rule may name it (the form's message), else a plain one.
  if (!text.trim()) return spec.optional ? undefined : spec.validate?.(text, ctx) ?? requiredMessage(spec.label);
  return shapeProblem(spec, text) ?? spec.validate?.(text, ctx);
}

/** What the personal info page's commands share: where they apply and the profile's fields as arguments. */
import { user } from '../../src/schema/org/user';
import type { FieldDef } from '../../src/schema/types';
import { fieldProblem } from '../../src/schema/validate';
import type { ArgSpec, CommandContext } from '../../src/platform/types';
import { inConsole } from '../navigation/helpers';

export const INFO_PATH = '/info/index';

export const onInfoPage = (ctx: CommandContext) => inConsole(ctx) && ctx.route === INFO_PATH && ctx.user !== null;

/** A profile field as a text argument with the user form's rule and message, starting from `current`. */
export function profileArg(name: string, current: (ctx: CommandContext) => Promise<string | undefined>, optional: boolean): ArgSpec {
  const field = (user.fields as readonly FieldDef[]).find((candidate) => candidate.name === name)!;
  return {
    kind: 'text',
    label: field.label,
    optional,
    initial: current,
    validate: (value) => fieldProblem(field, { [name]: value }),
  };
}

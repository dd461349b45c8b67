import { isPlatformAdministrator } from '../../src/core/session';
import type { CommandContext } from '../../src/platform/types';

/**
 * The checks that change data write to whatever backend the console talks to, every school's
 * rows included: only the platform administrator, who may change all of them, may run them.
 */
export const mayWrite = (ctx: CommandContext) => isPlatformAdministrator(ctx.user, ctx.roles);

export const choices = { readOnly: 'read-only', all: 'all' } as const;

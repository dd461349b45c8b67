import { crudCommandId, type CommandId, type CrudCommandIdOf, type CrudVerb } from '../schema/command-ids';
import type { ArgsFor } from '../platform/types';
import { execute } from '../platform/registry';
import { ApiError } from '../core/http';
import type { ResourceSchema } from '../schema/types';

/**
 * What the view's buttons, pager and row actions call: the resource's command, through the one
 * `execute`. Refused calls were already explained by the HTTP client's message.
 */
export function runCrud<V extends CrudVerb>(schema: ResourceSchema, verb: V, args?: ArgsFor<CrudCommandIdOf<V>>): Promise<unknown> {
  return runAction(crudCommandId(schema.name, verb), args);
}

/** Runs a screen's command by id as a button does (see ResourceSchema.actions), with its own arguments. */
export function runAction<I extends CommandId>(id: I, args?: NoInfer<ArgsFor<I>>): Promise<unknown> {
  return execute(id, args, 'button').catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });
}

import { crudCommandId, type CommandId, type CrudVerb } from '../schema/command-ids';
import { execute } from '../platform/registry';
import { ApiError } from '../core/http';
import type { ResourceSchema } from '../schema/types';

/**
 * What the view's buttons, pager and row actions call: the resource's command, through the one
 * `execute`. Refused calls were already explained by the HTTP client's message.
 */
export function runCrud(schema: ResourceSchema, verb: CrudVerb, args?: Record<string, unknown>): Promise<unknown> {
  return runAction(crudCommandId(schema.name, verb), args);
}

/** Runs a screen's command by id as a button does (see ResourceSchema.actions). */
export function runAction(id: CommandId, args?: Record<string, unknown>): Promise<unknown> {
  return execute(id, args, 'button').catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });
}

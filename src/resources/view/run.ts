import { crudCommandId, type CrudVerb } from '../command-ids';
import { execute } from '../../platform/registry';
import { ApiError } from '../../core/http';
import type { ResourceSchema } from '../types';

/**
 * What the view's buttons, pager and row actions call: the resource's command, through the one
 * `execute`. Refused calls were already explained by the HTTP client's message.
 */
export function runCrud(schema: ResourceSchema, verb: CrudVerb, args?: Record<string, unknown>): Promise<unknown> {
  return execute(crudCommandId(schema.name, verb), args, 'button').catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });
}

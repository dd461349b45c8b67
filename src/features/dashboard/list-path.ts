import type { ResourceSchema } from '../../schema/types';

/** The path of a resource's list call (relative to /api), e.g. /school/doc/page. */
export const listPathOf = (schema: ResourceSchema): string => `${schema.api.prefix}/${schema.api.listPath ?? schema.api.list}`;

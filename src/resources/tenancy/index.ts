/** Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources: the resource schemas of this area. */
import type { ResourceSchema } from '../types';

export const tenancyResources = [] as const satisfies readonly ResourceSchema[];

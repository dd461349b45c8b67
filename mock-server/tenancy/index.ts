/**
 * Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources: the mock's handlers of this area beyond the generic CRUD handlers. They are
 * served before those, so a handler here answers a call a schema's generic handler would.
 */
import type { HttpHandler } from 'msw';

export const tenancyHandlers: HttpHandler[] = [];

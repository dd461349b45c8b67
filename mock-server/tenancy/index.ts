/**
 * Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources:
 * the mock's handlers of this area beyond the generic CRUD handlers. They are served before those,
 * so a handler here answers a call a schema's generic handler would.
 */
import type { HttpHandler } from 'msw';
import { dict, dictBiz, dictBizItem, dictItem } from '../../src/resources/tenancy/dictionary';
import { datasourceHandlers } from './datasource';
import { dictionaryHandlers } from './dictionary';
import { regionHandlers } from './region';
import { tenantHandlers } from './tenant';

export const tenancyHandlers: HttpHandler[] = [
  ...tenantHandlers,
  ...regionHandlers,
  ...datasourceHandlers,
  ...dictionaryHandlers({ codes: dict, items: dictItem }),
  ...dictionaryHandlers({ codes: dictBiz, items: dictBizItem }),
];

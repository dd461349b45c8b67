/**
 * Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources:
 * the mock's handlers of this area beyond the generic CRUD handlers, and the rules it adds to the
 * generic writes. A call served here is left out of the generic handlers (crud/index.ts).
 */
import type { HttpHandler } from 'msw';
import type { TableHooksByTable } from '../crud/hooks';
import { dict, dictBiz, dictBizItem, dictItem } from '../../src/schema/tenancy/dictionary';
import { datasourceHandlers, datasourceHooks } from './datasource';
import { dictionaryHandlers, dictionaryHooks } from './dictionary';
import { regionHandlers, regionHooks } from './region';
import { tenantHandlers, tenantWriteHooks } from './tenant';

export const tenancyHandlers: HttpHandler[] = [
  ...tenantHandlers,
  ...regionHandlers,
  ...datasourceHandlers,
  ...dictionaryHandlers({ codes: dict, items: dictItem }),
  ...dictionaryHandlers({ codes: dictBiz, items: dictBizItem }),
];

export const tenancyHooks: TableHooksByTable = {
  tenant: tenantWriteHooks, datasource: datasourceHooks, region: regionHooks,
  dict: dictionaryHooks({ codes: dict, items: dictItem }), dict_biz: dictionaryHooks({ codes: dictBiz, items: dictBizItem }),
};

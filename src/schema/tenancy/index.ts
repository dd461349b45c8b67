/** Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources: the resource schemas of this area. */
import type { ResourceSchema } from '../types';
import { datasource } from './datasource';
import { dict, dictBiz, dictBizItem, dictItem } from './dictionary';
import { region } from './region';
import { tenant } from './tenant';

export const tenancyResources = [tenant, dict, dictItem, dictBiz, dictBizItem, region, datasource] as const satisfies readonly ResourceSchema[];

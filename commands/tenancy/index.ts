/**
 * Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources:
 * the hand-written commands of this area.
 */
import { datasourceTest } from './datasource-test';
import { dictBizSeal, dictSeal } from './dict-seal';
import { regionAddChild } from './region-add-child';
import { regionImport } from './region-import';
import { tenantDatasource } from './tenant-datasource';
import { tenantPackage } from './tenant-package';
import { tenantSetting } from './tenant-setting';

export const tenancyCommands = [tenantSetting, tenantDatasource, tenantPackage, dictSeal, dictBizSeal, datasourceTest, regionAddChild, regionImport];

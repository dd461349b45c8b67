/** Row shapes of the tenancy area's own tables, field for field as BladeX serialises them. */
import type { datasource } from '../../src/schema/tenancy/datasource';
import type { RowOf } from '../crud/rows';
import type { DictRow } from '../records';

/**
 * blade_region: keyed by its code (no snowflake id, no logical delete). Each row repeats the
 * codes and names of its province, city and district, as BladeX's seed does.
 */
export interface RegionRow {
  code: string;
  /** '0' for the country, '00' for provinces. */
  parentCode: string;
  /** Comma path of ancestor codes. */
  ancestors: string;
  name: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  townCode: string;
  townName: string;
  villageCode: string;
  villageName: string;
  /** dict `region`: 0 country, 1 province, 2 city, 3 district, 4 town, 5 village. */
  regionLevel: number;
  sort: number;
  remark: string;
}

/** blade_datasource: a JDBC connection the code generator and tenants may use, as its schema's form writes it. */
export type DatasourceRow = RowOf<typeof datasource>;

/** blade_dict_biz: blade_dict's columns plus the owning tenant. */
export interface DictBizRow extends DictRow {
  tenantId: string;
}

/** Row shapes of the tenancy area's own tables, field for field as BladeX serialises them. */
import type { datasource } from '../../src/schema/tenancy/datasource';
import type { dictBizItem } from '../../src/schema/tenancy/dictionary';
import type { region } from '../../src/schema/tenancy/region';
import type { RowOf } from '../crud/rows';

/** The place columns of one level: its code and name. */
type Place<L extends string> = Record<`${L}Code` | `${L}Name`, string>;

/**
 * blade_region: keyed by its code (no snowflake id, no logical delete: the schema's rowKey and
 * deletion). parentCode: '0' for the country, '00' for provinces; ancestors: comma path of
 * ancestor codes; regionLevel: dict `region` (0 country, 1 province, 2 city, 3 district, 4 town,
 * 5 village). Each row repeats the codes and names of its province … village, as BladeX's seed
 * does: columns no field shows.
 */
export type RegionRow = RowOf<typeof region, { ancestors: string; regionLevel: number } & Place<'province' | 'city' | 'district' | 'town' | 'village'>>;

/** blade_datasource: a JDBC connection the code generator and tenants may use, as its schema's form writes it. */
export type DatasourceRow = RowOf<typeof datasource>;

/** blade_dict_biz: blade_dict's rows, each owned by a tenant (the business dictionary's item schema is a tenant's). */
export type DictBizRow = RowOf<typeof dictBizItem, { parentId: string; isSealed: number }, never, 'code'>;

/**
 * The tenancy calls beyond CRUD (under /api):
 *
 * | method                          | call                                                            |
 * |---------------------------------|-----------------------------------------------------------------|
 * | setting(ids, number, expiry)    | POST blade-system/tenant/setting?ids&accountNumber&expireTime   |
 * | bindDatasource(tenant, source)  | POST blade-system/tenant/datasource?tenantId&datasourceId       |
 * | packageOf(rowId)                | GET  blade-system/tenant/package-detail?tenantId (null: none)   |
 * | setPackage(tenantId, packageId) | POST blade-system/tenant/package-setting?tenantId&packageId     |
 * | packages() / datasources()      | GET  tenant-package/select, blade-develop/datasource/select     |
 * | testConnection(id)              | POST blade-develop/datasource/test-connection?id → the message  |
 * | importRegions(file, covered)    | POST blade-system/region/import-region, multipart file, isCovered |
 *
 * `tenantId` is a tenant's six-digit code, `ids` are rows' ids, as BladeX's consoles send them;
 * package-detail alone reads its `tenantId` as the tenant's row id (BladeX's getById).
 */
import { request, requestData } from '../core/http';

export interface Named { id: string; name: string }
/** A product package, with how many menus and buttons it offers. */
export interface PackageChoice extends Named { menus: number }
interface PackageRow { id: string; packageName: string; menuId: string }

export const tenancyApi = {
  setting: (ids: readonly string[], accountNumber: number, expireTime: string) =>
    request('/blade-system/tenant/setting', { method: 'POST', query: { ids: ids.join(','), accountNumber, expireTime } }),
  bindDatasource: (tenantId: string, datasourceId: string) =>
    request('/blade-system/tenant/datasource', { method: 'POST', query: { tenantId, datasourceId } }),
  packageOf: (rowId: string) => requestData<PackageRow | null>('/blade-system/tenant/package-detail', { query: { tenantId: rowId } }),
  setPackage: (tenantId: string, packageId: string) =>
    request('/blade-system/tenant/package-setting', { method: 'POST', query: { tenantId, packageId } }),
  packages: async (): Promise<PackageChoice[]> =>
    ((await requestData<PackageRow[]>('/blade-system/tenant-package/select')) ?? []).map((row) => ({
      id: String(row.id), name: row.packageName, menus: String(row.menuId ?? '').split(',').filter(Boolean).length,
    })),
  datasources: async (): Promise<Named[]> =>
    ((await requestData<Named[]>('/blade-develop/datasource/select')) ?? []).map((row) => ({ id: String(row.id), name: row.name })),
  importRegions: (file: File, covered: boolean) => {
    const body = new FormData();
    body.append('file', file);
    body.append('isCovered', covered ? '1' : '0');
    return request('/blade-system/region/import-region', { method: 'POST', body });
  },
  testConnection: async (id: string): Promise<string> =>
    (await request<{ msg: string }>('/blade-develop/datasource/test-connection', { method: 'POST', query: { id } })).msg,
};

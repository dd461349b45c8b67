/**
 * blade-system/tenant beyond the generic list, detail, submit and remove (platform administrator
 * only), and tenantWriteHooks for the generic two:
 *
 * | call                                          | answer                                                    |
 * |-----------------------------------------------|-----------------------------------------------------------|
 * | POST submit                                   | R status; a new tenant gets a unique six-digit tenantId, the default quota, and everything provision.ts creates |
 * | POST remove?ids=                              | R status; the platform tenant 000000 is never removed      |
 * | POST setting?ids=&accountNumber=&expireTime=  | R status: quota and expiry of the tenants named by row id  |
 * | POST datasource?tenantId=&datasourceId=       | R status                                                   |
 * | GET  package-detail?tenantId=<row id>         | R<TenantPackage> (data null, 暂无承载数据, without one)     |
 * | POST package-setting?tenantId=&packageId=     | R status; the tenant's 管理员 role gets the package's menus |
 * | GET  info?domain=  (no token)                 | R<{tenantId, domain, backgroundUrl}>, {} for no match      |
 *
 * `tenantId` in these calls is the six-digit tenant code, as BladeX's consoles send it, but for
 * package-detail, where BladeX reads the tenant by its row id (getById) and its client sends
 * the row's id.
 */
import { http } from 'msw';
import { tenant as schema } from '../../src/schema/tenancy/tenant';
import { splitIds } from '../auth/identity';
import type { WriteHooks } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { db, formatDateTime, parseDateTime } from '../db';
import { BadRequest, guard, intParam, ok, requireParam, status } from '../envelope';
import { randomInt } from '../random';
import type { TenantRow } from '../schema-rows';
import { adminRoleOf, grantMenus, paramValue, provisionTenant, tenantMenus } from './provision';

const BASE = '*/api/blade-system/tenant';
const PLATFORM_TENANT = '000000';

const query = (request: Request) => new URL(request.url).searchParams;
const liveTenants = () => db.rows('tenant').filter((tenant) => tenant.isDeleted === 0);

function tenantByCode(tenantId: string): TenantRow {
  const found = liveTenants().find((tenant) => tenant.tenantId === tenantId);
  if (!found) throw new BadRequest('租户信息错误!');
  return found;
}

/** A six-digit code no tenant, live or deleted, has had. */
function newTenantId(): string {
  const taken = new Set(db.rows('tenant').map((tenant) => tenant.tenantId));
  for (;;) {
    const candidate = String(randomInt(100000, 1000000));
    if (!taken.has(candidate)) return candidate;
  }
}

function requirePackage(packageId: string): void {
  if (packageId && !db.rows('tenant_package').some((p) => p.id === packageId && p.isDeleted === 0)) throw new BadRequest('产品包不存在');
}

/** '' (never expires) or a 'yyyy-MM-dd HH:mm:ss' (a bare day means its end). */
function expiryOf(text: string): string {
  const value = text.trim();
  if (value === '') return '';
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 23:59:59` : value;
  if (Number.isNaN(parseDateTime(moment)) || formatDateTime(parseDateTime(moment)) !== moment) throw new BadRequest('请求参数类型错误: expireTime');
  return moment;
}

/** The generic submit's and remove's rules for tenants. */
export const tenantWriteHooks: WriteHooks = {
  beforeSubmit({ record, existing }) {
    if (!existing) requirePackage(String(record.packageId ?? ''));
  },
  async afterSubmit(row, { existing, auth }) {
    if (existing) return;
    const accountNumber = Number(paramValue('tenant.default.accountNumber', '-1'));
    const created = db.update('tenant', row as unknown as TenantRow, { tenantId: newTenantId(), accountNumber: Number.isFinite(accountNumber) ? accountNumber : -1, expireTime: '', datasourceId: '', licenseKey: '' });
    await provisionTenant(created, auth);
    return created as unknown as CrudRow;
  },
  removing(rows) {
    if (rows.some((row) => row.tenantId === PLATFORM_TENANT)) throw new BadRequest('平台租户不可删除');
    return [];
  },
};

/** Sets fields of a tenant, noting who and when; the row as saved. */
const touch = (row: TenantRow, patch: Partial<TenantRow>, userId: string) => db.update('tenant', row, { ...patch, updateUser: userId, updateTime: formatDateTime(db.now()) });

export const tenantHandlers = [
  http.post(`${BASE}/setting`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'edit');
    const params = query(request);
    const ids = splitIds(requireParam(params, 'ids'));
    const accountNumber = intParam(params, 'accountNumber', -1);
    const expireTime = expiryOf(params.get('expireTime') ?? '');
    const rows = liveTenants().filter((tenant) => ids.includes(tenant.id));
    if (rows.length !== new Set(ids).size) throw new BadRequest('数据不存在或已被删除');
    for (const row of rows) touch(row, { accountNumber, expireTime }, auth.user.id);
    return status(true);
  })),
  http.post(`${BASE}/datasource`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'edit');
    const params = query(request);
    const row = tenantByCode(requireParam(params, 'tenantId'));
    const datasourceId = requireParam(params, 'datasourceId');
    if (!db.rows('datasource').some((source) => source.id === datasourceId && source.isDeleted === 0)) throw new BadRequest('数据源不存在');
    touch(row, { datasourceId }, auth.user.id);
    return status(true);
  })),
  http.get(`${BASE}/package-detail`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    const id = requireParam(query(request), 'tenantId');
    const row = liveTenants().find((tenant) => tenant.id === id);
    if (!row) throw new BadRequest('租户信息错误!');
    const pack = db.rows('tenant_package').find((p) => p.id === row.packageId && p.isDeleted === 0);
    return pack ? ok(pack) : ok(null, '暂无承载数据');
  })),
  http.post(`${BASE}/package-setting`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'edit');
    const params = query(request);
    const row = tenantByCode(requireParam(params, 'tenantId'));
    const packageId = params.get('packageId')?.trim() ?? '';
    requirePackage(packageId);
    const saved = touch(row, { packageId }, auth.user.id);
    // The school's administrator gets what the package now offers (its roles never see more).
    const role = adminRoleOf(saved.tenantId);
    if (role) grantMenus(role.id, tenantMenus(saved));
    return status(true);
  })),
  http.get(`${BASE}/info`, guard(({ request }) => {
    const domain = (query(request).get('domain') ?? '').trim();
    const host = (text: string) => text.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '').toLowerCase();
    const found = domain ? liveTenants().find((tenant) => tenant.domainUrl && host(tenant.domainUrl) === host(domain)) : undefined;
    return ok(found ? { tenantId: found.tenantId, domain: found.domainUrl, backgroundUrl: found.backgroundUrl } : {});
  })),
];

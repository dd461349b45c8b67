import { db, parseDateTime } from '../db';
import { OAuthFailure } from '../envelope';
import type { TenantRow } from '../schema-rows';

/**
 * The tenant a token request names: the Tenant-Id header, else a tenantId or tenant_id
 * parameter, else the extra parameters given (the social grant's `state`).
 */
export function requestedTenantId(request: Request, params: URLSearchParams, ...extraNames: string[]): string {
  const candidates = [request.headers.get('tenant-id'), ...['tenantId', 'tenant_id', ...extraNames].map((n) => params.get(n))];
  const tenantId = candidates.find((value) => value?.trim())?.trim();
  if (!tenantId) throw new OAuthFailure('access_denied', '租户ID未找到');
  return tenantId;
}

/** A tenant users may log in to: it exists and its authorisation has not expired. */
export function requireActiveTenant(tenantId: string): TenantRow {
  const tenant = db.rows('tenant').find((t) => t.tenantId === tenantId && t.isDeleted === 0);
  if (!tenant) throw new OAuthFailure('access_denied', '未获得用户的租户信息');
  if (tenant.expireTime && parseDateTime(tenant.expireTime) < db.now()) {
    throw new OAuthFailure('access_denied', '租户授权已过期,请联系管理员');
  }
  return tenant;
}

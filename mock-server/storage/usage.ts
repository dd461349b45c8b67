/**
 * GET /blade-resource/storage/usage?tenantId= — how much of its quota a school's stored files
 * take: R<{ tenantId, used, quota }> in bytes (quota.ts). Needs the 存储管理 menu; the caller's
 * school, or `tenantId`'s for the platform administrator.
 */
import { http, type HttpHandler } from 'msw';
import { storage as schema } from '../../src/schema/storage/storage';
import { requireGrant, withScope } from '../crud/scope';
import { ok } from '../envelope';
import { TENANT_QUOTA_BYTES, tenantUsage } from './quota';

export const usageHandlers: HttpHandler[] = [
  http.get('*/api/blade-resource/storage/usage', withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    const asked = new URL(request.url).searchParams.get('tenantId')?.trim();
    const tenantId = (auth.isAdministrator && asked) || auth.tenantId;
    return ok({ tenantId, used: tenantUsage(tenantId), quota: TENANT_QUOTA_BYTES });
  })),
];

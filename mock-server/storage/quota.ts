/**
 * What one school may store and one user may upload: each tenant's live objects hold at most
 * TENANT_QUOTA_BYTES, so one school filling its space leaves the others theirs (the memory store's
 * own limit, blobs.ts, is several schools' quotas); each user uploads at most UPLOADS_PER_MINUTE
 * files in any minute. The rate's memory holds the upload times of the last minute only, of
 * users who hold a token, so it stays bounded.
 */
import { db } from '../db';
import { BadRequest, TooManyRequests } from '../envelope';
import type { StorageRow } from './rows';

export const TENANT_QUOTA_BYTES = 32 * 1024 * 1024;
export const UPLOADS_PER_MINUTE = 30;
const MINUTE = 60 * 1000;

/** Bytes the tenant's live objects hold. */
export function tenantUsage(tenantId: string): number {
  let used = 0;
  for (const row of db.rows<StorageRow>('storage')) if (row.tenantId === tenantId && row.isDeleted === 0) used += row.size;
  return used;
}

/** Refuses an upload of `size` bytes that would take the tenant past its quota. */
export function requireRoom(tenantId: string, size: number): void {
  if (tenantUsage(tenantId) + size > TENANT_QUOTA_BYTES) throw new BadRequest('存储空间已满');
}

const recent = new Map<string, number[]>();

/** Counts an upload of the user, or refuses it when they uploaded UPLOADS_PER_MINUTE in the last minute. */
export function countUpload(userId: string): void {
  const now = db.now();
  for (const [user, times] of recent) {
    const kept = times.filter((time) => now - time < MINUTE);
    if (kept.length) recent.set(user, kept);
    else recent.delete(user);
  }
  const times = recent.get(userId) ?? [];
  if (times.length >= UPLOADS_PER_MINUTE) throw new TooManyRequests('上传过于频繁，请稍后再试');
  recent.set(userId, [...times, now]);
}

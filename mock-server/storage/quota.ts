/**
 * What one school may store and one user may upload: each tenant's live objects hold at most
 * TENANT_QUOTA_BYTES, so one school filling its space leaves the others theirs (the memory store's
 * own limit, blobs.ts, is several schools' quotas); within it, each user's live objects hold at
 * most USER_SHARE_BYTES, under a third of it, so no one person fills the school's space (three
 * uploads of the largest file did): it takes four. Each user uploads at most UPLOADS_PER_MINUTE
 * files in any minute. The rate's memory holds the upload times of the last minute only, of users
 * who hold a token, so it stays bounded. Deleting an object frees its bytes in both counts.
 */
import { MAX_UPLOAD_FILE_BYTES } from '../../src/schema/storage/upload-rules';
import { db } from '../db';
import { BadRequest, TooManyRequests } from '../envelope';
import type { StorageRow } from './rows';

export const TENANT_QUOTA_BYTES = 32 * 1024 * 1024;
/** As much as the largest file one may upload (upload-rules.ts), so one user can always store one such file. */
export const USER_SHARE_BYTES = MAX_UPLOAD_FILE_BYTES;
export const UPLOADS_PER_MINUTE = 30;
const MINUTE = 60 * 1000;

/** Bytes the tenant's live objects hold; only those `userId` uploaded, when given. */
export function tenantUsage(tenantId: string, userId?: string): number {
  let used = 0;
  for (const row of db.table<StorageRow>('storage')) {
    if (row.tenantId === tenantId && row.isDeleted === 0 && (userId === undefined || row.createUser === userId)) used += row.size;
  }
  return used;
}

/** Refuses an upload of `size` bytes that would take the tenant past its quota, or the user past their share of it. */
export function requireRoom(tenantId: string, userId: string, size: number): void {
  if (tenantUsage(tenantId) + size > TENANT_QUOTA_BYTES) throw new BadRequest('存储空间已满');
  if (tenantUsage(tenantId, userId) + size > USER_SHARE_BYTES) {
    throw new BadRequest(`您上传的文件已达个人上限 ${USER_SHARE_BYTES / 1024 / 1024} MB,请先删除不需要的文件`);
  }
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

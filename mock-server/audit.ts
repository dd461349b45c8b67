import { db, formatDateTime } from './db';
import type { AuditFields } from '../src/schema/wire/entity';

/** Audit columns of a row created now by `userId` acting for `deptId` (first of a comma list). */
export function auditFieldsForNewRow(userId: string, deptId: string): AuditFields {
  const now = formatDateTime(db.now());
  const dept = deptId.split(',')[0] ?? '';
  return { createUser: userId, createDept: dept, createTime: now, updateUser: userId, updateTime: now, status: 1, isDeleted: 0 };
}

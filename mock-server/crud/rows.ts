/** Row shapes the generic CRUD handlers work on. */
import type { AuditFields } from '../records';

/**
 * Any row of a schema's table, as the handlers see it: a string id, the logical-delete flag,
 * and, on tenant-scoped tables, the owning tenant. Every other column is the schema's business.
 */
export type CrudRow = Record<string, unknown> & { id: string; isDeleted: number; tenantId?: string };

/**
 * blade_notice, a TenantEntity. It belongs beside the other row types in
 * mock-server/records.ts; it lives here until that file's owner takes it.
 */
export interface NoticeRow extends AuditFields {
  id: string;
  tenantId: string;
  title: string;
  /** dict `notice` key. */
  category: number;
  /** 'yyyy-MM-dd HH:mm:ss'. */
  releaseTime: string;
  /** HTML as the editor produced it; views sanitise it. */
  content: string;
}

/**
 * The columns of BladeX's BaseEntity (TenantEntity adds tenantId), which its answers of such rows
 * carry beside their own fields (a leave request's detail, for one): who created the row and who
 * last changed it, when, its status and its logical-delete flag. Dates are 'yyyy-MM-dd HH:mm:ss'.
 */
export interface AuditFields {
  createUser: string;
  createDept: string;
  createTime: string;
  updateUser: string;
  updateTime: string;
  /** 1 = normal. */
  status: number;
  /** Logical delete flag: 0 live, 1 deleted. */
  isDeleted: number;
}

import { requestData } from '../core/http';

/** The options of the dept and role pickers, as BladeX's select calls answer them. */
export interface DeptOption { id: string; deptName: string }
export interface RoleOption { id: string; roleName: string }

/** The departments and roles a user may act as (BladeX select calls, filtered by user). */
export const identityApi = {
  depts: (userId: string) => requestData<DeptOption[] | null>('/blade-system/dept/select', { query: { userId } }).then((rows) => rows ?? []),
  roles: (userId: string) => requestData<RoleOption[] | null>('/blade-system/role/select', { query: { userId } }).then((rows) => rows ?? []),
};

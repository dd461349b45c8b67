/**
 * The user calls beyond the resource engine's CRUD (BladeX 3.x paths, under /blade-system/user):
 * the user screen's actions, the personal info page, and the registrations waiting for review (注册审核).
 */
import { request, requestData } from '../core/http';

const USER = '/blade-system/user';

/** A user as `detail`, `info` and `platform-detail` answer (UserVO; never the password). */
export interface UserRecord extends Record<string, unknown> {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
  roleId: string;
  deptId: string;
  userType: number;
  userExt?: string;
  createTime?: string;
}

export interface RoleNode { id: string; title: string; children?: RoleNode[] }

/** One page of registrations waiting for review (audit-list), and how many there are in all. */
export interface RegistrationPage { records: UserRecord[]; total: number }

const post = (call: string, query: Record<string, string>) => request<unknown>(`${USER}/${call}`, { method: 'POST', query });

export const userApi = {
  grant: (userIds: readonly string[], roleIds: readonly string[]) => post('grant', { userIds: userIds.join(','), roleIds: roleIds.join(',') }),
  resetPassword: (userIds: readonly string[]) => post('reset-password', { userIds: userIds.join(',') }),
  unlock: (userIds: readonly string[]) => post('unlock', { userIds: userIds.join(',') }),
  platformDetail: (id: string, userType?: string) => requestData<UserRecord>(`${USER}/platform-detail`, { query: userType ? { id, userType } : { id } }),
  updatePlatform: (userId: string, userType: string, userExt: string) => post('update-platform', { userId, userType, userExt }),
  detail: (id: string) => requestData<UserRecord>(`${USER}/detail`, { query: { id } }),
  remove: (ids: readonly string[]) => post('remove', { ids: ids.join(',') }),
  /** The registrations waiting for review, newest first: `size` of them (and the total). */
  registrations: (size = 200) =>
    requestData<RegistrationPage | null>(`${USER}/audit-list`, { query: { current: 1, size } }).then((page) => page ?? { records: [], total: 0 }),
  /** Approves the registrations: the applicants get these roles and department, and may log in. */
  approve: (userIds: readonly string[], roleIds: readonly string[], deptIds: readonly string[]) =>
    post('audit-pass', { userIds: userIds.join(','), roleIds: roleIds.join(','), deptId: deptIds.join(',') }),
  /** Refuses the registrations, with the reason the applicants read when they next sign in. */
  refuse: (userIds: readonly string[], reason: string) => post('audit-refuse', { userIds: userIds.join(','), reason }),
  /** Sends an .xlsx of users (export-template's header); isCovered updates existing accounts. */
  importUsers: (sheet: Blob, isCovered: boolean) => {
    const body = new FormData();
    body.append('file', sheet, 'users.xlsx');
    return request<unknown>(`${USER}/import-user`, { method: 'POST', query: { isCovered: isCovered ? 1 : 0 }, body });
  },
  /** The import's template: an .xlsx whose header row the import reads. */
  template: () => request<Blob>(`${USER}/export-template`, { responseType: 'blob' }),
  /** The roles of the caller's school, or of `tenantId`'s (asked by the platform administrator). */
  roleTree: (tenantId?: string) => requestData<RoleNode[] | null>('/blade-system/role/tree', { query: tenantId ? { tenantId } : {} }).then((nodes) => nodes ?? []),
  info: () => requestData<UserRecord>(`${USER}/info`),
  updateInfo: (values: Pick<UserRecord, 'avatar' | 'name' | 'realName' | 'phone' | 'email'>) => request<unknown>(`${USER}/update-info`, { method: 'POST', body: values }),
  /** Each value is the md5 of what was typed, as BladeX consoles send passwords. */
  updatePassword: (oldPassword: string, newPassword: string, newPassword1: string) => post('update-password', { oldPassword, newPassword, newPassword1 }),
};

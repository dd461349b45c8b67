/**
 * The user calls beyond the resource engine's CRUD (BladeX 3.x paths, under /blade-system/user):
 * the user screen's actions, the personal info page, and the registrations waiting for approval.
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

/** A registration from social login waiting for an administrator: its roles are BladeX's pending '-1'. */
export const PENDING_ROLE = '-1';

const post = (call: string, query: Record<string, string>) => request<unknown>(`${USER}/${call}`, { method: 'POST', query });

export const userApi = {
  grant: (userIds: readonly string[], roleIds: readonly string[]) => post('grant', { userIds: userIds.join(','), roleIds: roleIds.join(',') }),
  resetPassword: (userIds: readonly string[]) => post('reset-password', { userIds: userIds.join(',') }),
  unlock: (userIds: readonly string[]) => post('unlock', { userIds: userIds.join(',') }),
  platformDetail: (id: string, userType?: string) => requestData<UserRecord>(`${USER}/platform-detail`, { query: userType ? { id, userType } : { id } }),
  updatePlatform: (userId: string, userType: string, userExt: string) => post('update-platform', { userId, userType, userExt }),
  detail: (id: string) => requestData<UserRecord>(`${USER}/detail`, { query: { id } }),
  remove: (ids: readonly string[]) => post('remove', { ids: ids.join(',') }),
  /** The registrations waiting for approval, newest first (at most 200). */
  pending: () =>
    requestData<{ records: UserRecord[] }>(`${USER}/page`, { query: { roleId: PENDING_ROLE, current: 1, size: 200 } }).then((page) => page?.records ?? []),
  /** Sends an .xlsx of users (export-template's header); isCovered updates existing accounts. */
  importUsers: (sheet: Blob, isCovered: boolean) => {
    const body = new FormData();
    body.append('file', sheet, 'users.xlsx');
    return request<unknown>(`${USER}/import-user`, { method: 'POST', query: { isCovered: isCovered ? 1 : 0 }, body });
  },
  /** The import's template: an .xlsx whose header row the import reads. */
  template: () => request<Blob>(`${USER}/export-template`, { responseType: 'blob' }),
  roleTree: () => requestData<RoleNode[] | null>('/blade-system/role/tree').then((nodes) => nodes ?? []),
  info: () => requestData<UserRecord>(`${USER}/info`),
  updateInfo: (values: Pick<UserRecord, 'avatar' | 'name' | 'realName' | 'phone' | 'email'>) => request<unknown>(`${USER}/update-info`, { method: 'POST', body: values }),
  /** Each value is the md5 of what was typed, as BladeX consoles send passwords. */
  updatePassword: (oldPassword: string, newPassword: string, newPassword1: string) => post('update-password', { oldPassword, newPassword, newPassword1 }),
};

/**
 * Which grant dialog is open: a role's permissions (菜单权限, 数据权限, 接口权限) or a top menu's
 * menus. The grant commands open it when run without arguments (a toolbar button); the role and
 * top menu panes render it.
 */
import { proxy } from 'valtio';

export interface OpenGrant {
  kind: 'role' | 'topMenu';
  /** The role or top menu granted to. */
  id: string;
}

export const grantDialog = proxy<{ open: OpenGrant | null }>({ open: null });

export function openGrantDialog(open: OpenGrant): void {
  grantDialog.open = { ...open };
}

export function closeGrantDialog(): void {
  grantDialog.open = null;
}

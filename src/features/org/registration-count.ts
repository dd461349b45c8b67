/**
 * How many registrations wait for review: the number on 注册审核's menu entry and the home page's
 * item. Read from the server (audit-list's total) when the console opens and after every
 * approval or refusal; a user without the menu (or a refused call) shows none.
 */
import { dashboardApi } from '../../api/dashboard';
import { setMenuCount } from '../../core/menu-counts';
import { registration } from '../../schema/org/registration';
import { listPathOf } from '../../schema/types';

export const REGISTRATION_MENU = registration.menuCode;

export async function refreshRegistrationCount(): Promise<number | undefined> {
  const total = await dashboardApi.countOf(listPathOf(registration)).catch(() => undefined);
  setMenuCount(REGISTRATION_MENU, total);
  return total;
}

/**
 * What needs the user's attention, as the home page lists it: each item belongs to a screen and
 * is shown only to a user whose menus hold that screen (the server would refuse its call to
 * anyone else). Each loader reads its figure from the server.
 */
import { dashboardApi } from '../../api/dashboard';
import { formatTime } from '../../core/errorlog';
import type { Localized } from '../../base/config';
import { registration } from '../../schema/org/registration';
import { listPathOf } from '../../schema/types';
import { logError } from '../../schema/storage/logs';
import { storage } from '../../schema/storage/storage';
import { tenant } from '../../schema/tenancy/tenant';
import { refreshRegistrationCount } from '../org/registration-count';

const DAY = 24 * 60 * 60 * 1000;
/** How far ahead a tenant's expiry counts as coming. */
export const EXPIRY_DAYS = 30;
/** How many of the expiring tenants are named; the count covers them all (the server filters by date). */
export const NAMED = 5;

export interface Figure {
  count: number;
  /** Out of how many (storage: the quota), when the figure is a share. */
  of?: number;
  /** Names behind the count (the tenants about to expire). */
  names?: string[];
}

export interface AttentionItem {
  id: string;
  /** The screen the item opens, whose menu the user must hold. */
  path: string;
  title: Localized;
  /** Whether the figure is bytes. */
  bytes?: boolean;
  load: (now: Date) => Promise<Figure>;
}

const count = (load: Promise<number>) => load.then((value) => ({ count: value }));

export const attentionItems: readonly AttentionItem[] = [
  {
    id: 'registrations', path: registration.menuPath, title: { zh: '待审核的注册申请', en: 'Registrations waiting' },
    load: () => refreshRegistrationCount().then((total) => ({ count: total ?? 0 })),
  },
  { id: 'claim', path: '/work/claim', title: { zh: '待签收的事务', en: 'Tasks to claim' }, load: () => count(dashboardApi.countOf('/blade-flow/work/claim-list')) },
  { id: 'todo', path: '/work/todo', title: { zh: '待办理的事务', en: 'Tasks to do' }, load: () => count(dashboardApi.countOf('/blade-flow/work/todo-list')) },
  {
    id: 'errors', path: logError.menuPath, title: { zh: '近 24 小时的错误日志', en: 'Errors logged in the last 24 hours' },
    load: (now) => count(dashboardApi.countOf(listPathOf(logError), { createTime_datege: formatTime(new Date(now.getTime() - DAY)) })),
  },
  {
    id: 'tenants', path: tenant.menuPath, title: { zh: `${EXPIRY_DAYS} 天内到期的租户`, en: `Tenants expiring within ${EXPIRY_DAYS} days` },
    load: async (now) => {
      const window = { expireTime_datege: formatTime(now), expireTime_datele: formatTime(new Date(now.getTime() + EXPIRY_DAYS * DAY)) };
      const { rows, total } = await dashboardApi.firstOf(listPathOf(tenant), window, NAMED);
      return { count: total, names: rows.map((row) => String(row.tenantName)) };
    },
  },
  {
    id: 'storage', path: storage.menuPath, title: { zh: '已用存储空间', en: 'Storage used' }, bytes: true,
    load: () => dashboardApi.storageUsage().then((usage) => ({ count: usage.used, of: usage.quota })),
  },
];

/** The org tables' rules for the generic submit and remove (crud/hooks.ts). */
import type { WriteHooksByTable } from '../crud/hooks';
import { deptWriteHooks } from './dept';
import { menuWriteHooks } from './menu';
import { roleWriteHooks } from './role';

export const orgWriteHooks: WriteHooksByTable = {
  dept: deptWriteHooks,
  role: roleWriteHooks,
  menu: menuWriteHooks,
};

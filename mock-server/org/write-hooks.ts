/** The org tables' rules for the generic remove (crud/hooks.ts): roles and menus go only without children left. */
import type { WriteHooksByTable } from '../crud/hooks';
import { keepsNoOrphans } from './tree-nodes';

export const orgWriteHooks: WriteHooksByTable = {
  role: { removing: keepsNoOrphans('role') },
  menu: { removing: keepsNoOrphans('menu') },
};

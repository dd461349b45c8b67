/** What the generic handlers add for the org tables (crud/hooks.ts). */
import type { TableHooksByTable } from '../crud/hooks';
import { deptHooks } from './dept';
import { menuHooks } from './menu';
import { registrationHooks } from './registrations';
import { roleHooks } from './role';
import { userHooks } from './users';

export const orgHooks: TableHooksByTable = {
  dept: deptHooks,
  role: roleHooks,
  menu: menuHooks,
  user: userHooks,
  // A schema over another's table with its own view of the rows: by its name, before the table's.
  registration: registrationHooks,
};

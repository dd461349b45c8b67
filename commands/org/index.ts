/** Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the hand-written commands of this area. */
import type { AnyCommand } from '../../src/platform/types';

export const orgCommands: readonly AnyCommand[] = [];

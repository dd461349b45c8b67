/** Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the resource schemas of this area. */
import type { ResourceSchema } from '../types';
import { apiScope } from './api-scope';
import { dataScope } from './data-scope';
import { dept } from './dept';
import { menu } from './menu';
import { registration } from './registration';
import { role } from './role';
import { apiScopeMenus, dataScopeMenus } from './scope-menus';
import { topMenu } from './top-menu';
import { user } from './user';

export const orgResources = [role, menu, topMenu, dataScopeMenus, dataScope, apiScopeMenus, apiScope, dept, user, registration] as const satisfies readonly ResourceSchema[];

/** Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the resource schemas of this area. */
import type { ResourceSchema } from '../types';
import { dept } from './dept';

export const orgResources = [dept] as const satisfies readonly ResourceSchema[];

/**
 * The one list of resource schemas: screens, commands and the mock's CRUD handlers are all
 * generated from it. Everything else looks a schema up by name.
 */
import { notice } from './desk/notice';
import { client } from './system/client';
import { param } from './system/param';
import { post } from './system/post';
import { tenantPackage } from './system/tenant-package';
import { flowResources } from './flow';
import { orgResources } from './org';
import { schoolResources } from './school';
import { storageResources } from './storage';
import { tenancyResources } from './tenancy';
import type { ResourceSchema } from './types';

export const resources = [
  post, param, tenantPackage, client, notice,
  ...orgResources, ...tenancyResources, ...schoolResources, ...storageResources, ...flowResources,
] as const satisfies readonly ResourceSchema[];

export type ResourceName = (typeof resources)[number]['name'];

const byName = new Map<string, ResourceSchema>(resources.map((schema) => [schema.name, schema]));

export function resourceByName(name: string): ResourceSchema | undefined {
  return byName.get(name);
}

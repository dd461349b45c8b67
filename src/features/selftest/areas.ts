/**
 * The areas the checks fall into, by command id: the self-test runs one area again, and the
 * command suite in `npm test` gives each area a test file of its own. A resource's commands
 * (`crud.<name>.…`) belong to the area of their screen, an area's own commands (`org.user.grant`)
 * to that area; the older screens, outside every area, are 'system'.
 */
import { flowResources } from '../../schema/flow';
import { orgResources } from '../../schema/org';
import { schoolResources } from '../../schema/school';
import { storageResources } from '../../schema/storage';
import { tenancyResources } from '../../schema/tenancy';
import type { ResourceSchema } from '../../schema/types';

const schemasByArea = { org: orgResources, tenancy: tenancyResources, school: schoolResources, storage: storageResources, flow: flowResources };
type ResourceArea = keyof typeof schemasByArea;

export const AREAS = ['navigation', 'console', 'system', ...(Object.keys(schemasByArea) as ResourceArea[])] as const;
export type Area = (typeof AREAS)[number];

const isResourceArea = (name: string): name is ResourceArea => name in schemasByArea;

const areaOfSchema = new Map<string, ResourceArea>(
  Object.entries(schemasByArea).flatMap(([area, schemas]) => schemas.map((schema: ResourceSchema) => [schema.name, area as ResourceArea] as const)),
);

/** The area of a command: exactly one for any id. */
export function areaOf(id: string): Area {
  const [head = '', second = ''] = id.split('.');
  if (head === 'crud') return areaOfSchema.get(second) ?? 'system';
  if (head === 'nav') return 'navigation';
  return isResourceArea(head) ? head : 'console';
}

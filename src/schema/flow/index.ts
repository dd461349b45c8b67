/** Workflow: process models, deployments, the process engine, work lists and the leave process: the resource schemas of this area. */
import type { ResourceSchema } from '../types';

export const flowResources = [] as const satisfies readonly ResourceSchema[];

/** School content and stage lists: documents, relations, grades, questions, options, stage plans: the resource schemas of this area. */
import type { ResourceSchema } from '../types';

export const schoolResources = [] as const satisfies readonly ResourceSchema[];

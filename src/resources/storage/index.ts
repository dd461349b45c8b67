/** Storage, sms, attachments, logs, the code generator and reports: the resource schemas of this area. */
import type { ResourceSchema } from '../types';

export const storageResources = [] as const satisfies readonly ResourceSchema[];

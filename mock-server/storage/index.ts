/**
 * Storage, sms, attachments, logs, data models, the code generator and reports: the mock's handlers of this
 * area beyond the generic CRUD handlers. They are served before those, so a handler here answers a
 * call a schema's generic handler would. Importing the traffic log starts it (every answer from
 * then on is logged).
 */
import type { HttpHandler } from 'msw';
import { attachSubmitHandlers } from './attach-submit';
import { codeHandlers } from './code-gen';
import { configHandlers } from './configs';
import { modelHandlers, modelWriteHooks } from './models';
import { objectHandlers, objectWriteHooks } from './objects';
import type { WriteHooksByTable } from '../crud/hooks';
import { usageHandlers } from './usage';
import './traffic-log';

/** The generic submit's and remove's rules for this area's tables (an object's rows and bytes go together; a model's settings go with it). */
export const storageWriteHooks: WriteHooksByTable = { ...objectWriteHooks, model: modelWriteHooks };

export const storageHandlers: HttpHandler[] = [...objectHandlers, ...attachSubmitHandlers, ...configHandlers, ...codeHandlers, ...modelHandlers, ...usageHandlers];

/**
 * Storage, sms, attachments, logs, data models, the code generator and reports: the mock's handlers of this
 * area beyond the generic CRUD handlers. Importing the traffic log starts it (every answer from
 * then on is logged).
 */
import type { HttpHandler } from 'msw';
import { attachSubmitHandlers } from './attach-submit';
import { codeHandlers } from './code-gen';
import { configHandlers } from './configs';
import { modelHandlers, modelHooks } from './models';
import { objectHandlers, objectWriteHooks } from './objects';
import type { TableHooksByTable } from '../crud/hooks';
import { usageHandlers } from './usage';
import './traffic-log';

/** What the generic handlers add for this area's tables (an object's rows and bytes go together; a model's select label, its settings going with it). */
export const storageHooks: TableHooksByTable = { ...objectWriteHooks, model: modelHooks };

export const storageHandlers: HttpHandler[] = [...objectHandlers, ...attachSubmitHandlers, ...configHandlers, ...codeHandlers, ...modelHandlers, ...usageHandlers];

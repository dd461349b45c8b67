/**
 * Storage, sms, attachments, logs, the code generator and reports: the mock's handlers of this area beyond the generic CRUD handlers. They are
 * served before those, so a handler here answers a call a schema's generic handler would.
 */
import type { HttpHandler } from 'msw';
import { objectHandlers } from './objects';

export const storageHandlers: HttpHandler[] = [...objectHandlers];

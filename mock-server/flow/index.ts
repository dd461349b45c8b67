/**
 * Workflow: process models, deployments, the process engine, work lists and the leave process: the mock's handlers of this area beyond the generic CRUD handlers. They are
 * served before those, so a handler here answers a call a schema's generic handler would.
 */
import type { HttpHandler } from 'msw';

export const flowHandlers: HttpHandler[] = [];

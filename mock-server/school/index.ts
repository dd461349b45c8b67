/**
 * School content and stage lists: documents, relations, grades, questions, options, stage plans: the mock's handlers of this area beyond the generic CRUD handlers. They are
 * served before those, so a handler here answers a call a schema's generic handler would.
 */
import type { HttpHandler } from 'msw';

export const schoolHandlers: HttpHandler[] = [];

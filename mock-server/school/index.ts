/**
 * School content and stage lists: documents, relations, grades, questions, options, stage plans:
 * the mock's handlers of this area beyond the generic CRUD handlers. They are served before those,
 * so a handler here answers a call a schema's generic handler would. The content model is in
 * links.ts (how rows refer to each other) and reading-list.ts.
 */
import type { HttpHandler } from 'msw';
import { documentHandlers } from './documents';
import { listOperationHandlers } from './list-operations';
import { namedReadHandlers } from './named-reads';
import { writeHandlers } from './writes';

export const schoolHandlers: HttpHandler[] = [...documentHandlers, ...namedReadHandlers, ...listOperationHandlers, ...writeHandlers];

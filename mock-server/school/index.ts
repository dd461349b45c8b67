/**
 * School content and stage lists: documents, relations, grades, questions, options, stage plans:
 * the mock's handlers of this area beyond the generic CRUD handlers, what the generic handlers
 * add for its tables (hooks.ts), and the home page's counts (statistics.ts, a mock addition).
 * The content model is in links.ts
 * (how rows refer to each other) and reading-list.ts.
 */
import type { HttpHandler } from 'msw';
import { documentHandlers } from './documents';
import { listOperationHandlers } from './list-operations';
import { statisticsHandlers } from './statistics';

export { schoolHooks } from './hooks';

export const schoolHandlers: HttpHandler[] = [...documentHandlers, ...listOperationHandlers, ...statisticsHandlers];

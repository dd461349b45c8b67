/**
 * Workflow: process models, deployments, the process engine, work lists and the leave process: the
 * mock's handlers of this area beyond the generic CRUD handlers.
 */
import type { HttpHandler } from 'msw';
import { followHandlers } from './handlers/follow';
import { leaveHandlers } from './handlers/leave';
import { managerHandlers } from './handlers/manager';
import { modelHandlers } from './handlers/model';
import { processHandlers } from './handlers/process';
import { workHandlers } from './handlers/work';

export const flowHandlers: HttpHandler[] = [
  ...modelHandlers,
  ...managerHandlers,
  ...followHandlers,
  ...processHandlers,
  ...workHandlers,
  ...leaveHandlers,
];

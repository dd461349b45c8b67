/** Workflow: process models, deployments, the process engine, work lists and the leave process: the hand-written commands of this area. */
import type { AnyCommand } from '../../src/platform/types';

export const flowCommands: readonly AnyCommand[] = [];

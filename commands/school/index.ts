/** School content and stage lists: documents, relations, grades, questions, options, stage plans: the hand-written commands of this area. */
import type { AnyCommand } from '../../src/platform/types';

export const schoolCommands: readonly AnyCommand[] = [];

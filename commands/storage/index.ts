/** Storage, sms, attachments, logs, the code generator and reports: the hand-written commands of this area. */
import type { AnyCommand } from '../../src/platform/types';

export const storageCommands: readonly AnyCommand[] = [];

import type { AnyCommand } from '../../src/platform/types';
import { copyScreenLink } from './copy';
import { copyCommandLink } from './copy-command';

/** Commands that copy links: to the current screen, and to a command (a deep link). */
export const linkCommands: AnyCommand[] = [copyScreenLink, copyCommandLink];

import { copyScreenLink } from './copy';
import { copyCommandLink } from './copy-command';
import { openFramedInWindow } from './open-window';

/** Commands over addresses: copy the current screen's or a command's (a deep link), open a framed page in a window. */
export const linkCommands = [copyScreenLink, copyCommandLink, openFramedInWindow];

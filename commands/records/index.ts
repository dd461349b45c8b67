import { openRecord } from './open';

export { openRecord };

/** The commands over records of any screen, for the startup list. */
export const recordCommands = [openRecord];

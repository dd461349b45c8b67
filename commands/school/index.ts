/**
 * School content and stage lists: documents, relations, grades, questions, options, stage plans:
 * the hand-written commands of this area.
 */
import { assignCommand } from './assign';
import { copyCommand } from './copy';
import { docQnsOptionsCommand, qnsOptionsCommand } from './open-details';
import { moveInReadingListCommand, openReadingListCommand } from './reading-list';
import { moveDownCommand, moveToCommand, moveUpCommand } from './reorder';
import { syncCommand } from './sync';

export const schoolCommands = [
  moveUpCommand, moveDownCommand, moveToCommand, openReadingListCommand, moveInReadingListCommand,
  assignCommand, syncCommand, copyCommand, qnsOptionsCommand, docQnsOptionsCommand,
];

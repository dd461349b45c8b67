import { undoCommand } from './undo';

export const editCommands = [undoCommand];

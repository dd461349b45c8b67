/**
 * Storage, sms, attachments, logs, the code generator and reports: the hand-written commands of
 * this area.
 */
import { codeCommands } from './code';
import { configCommands } from './configs';
import { fileCommands } from './files';
import './log-rows';
import { reportCommands } from './report';

export const storageCommands = [...configCommands, ...fileCommands, ...codeCommands, ...reportCommands];

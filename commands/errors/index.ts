import { clearErrorLog, openErrorLog, uploadErrorLog } from './error-log';

export const errorCommands = [openErrorLog, uploadErrorLog, clearErrorLog];

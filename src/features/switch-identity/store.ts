import { proxy } from 'valtio';

/** Whether the switch dialog is open: the user dropdown opens it to collect the command's arguments. */
export const identityDialog = proxy({ open: false });

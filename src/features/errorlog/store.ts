import { proxy } from 'valtio';

/** Whether the full-screen error-log dialog is open (the errors.open command opens it). */
export const errorLogView = proxy({ open: false });

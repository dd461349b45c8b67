import { proxy } from 'valtio';

/** Whether the shortcuts sheet (`?`) is open. */
export const shortcutSheet = proxy({ open: false });

/** Bumped after every change to tasks or instances, so the work lists and pages on screen read again. */
import { proxy } from 'valtio';

export const flowChanges = proxy({ version: 0 });

export function flowChanged(): void {
  flowChanges.version++;
}

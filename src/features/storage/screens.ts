/**
 * Storage, sms, attachments, logs, the code generator and reports: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../ui/pane';

export const storageScreens: Record<string, PaneLoader> = {
  '/resource/attach': () => import('./AttachScreen'),
  '/resource/oss': () => import('./OssScreen'),
  '/resource/storage': () => import('./StoredFilesScreen'),
};

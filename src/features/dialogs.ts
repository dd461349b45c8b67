/**
 * The dialogs the features open for commands (src/platform/dialogs.ts), each fetched when first
 * opened: the import and bulk-edit dialog, a process diagram, a post's reading list, and the
 * model designer on the model screen. Provided with the console's commands
 * (src/shell/console-commands.ts).
 */
import { provideDialogs } from '../platform/dialogs';
import type { BulkDialogState } from './bulk/state';
import { openDesigner } from './flow/designer-state';
import type { DiagramSubject } from './flow/diagram-subject';

declare module '../platform/dialogs' {
  interface DialogArgs {
    bulk: [state: BulkDialogState];
    diagram: [subject: DiagramSubject];
    readingList: [postId: string, postName: string];
    /** The model's id, '' for a new model: the model screen shows the designer once its code is there. */
    designer: [modelId: string];
  }
}

export function provideFeatureDialogs(): () => void {
  return provideDialogs({
    bulk: () => import('./bulk/BulkDialog').then((m) => m.showBulkDialog),
    diagram: () => import('./flow/diagram-dialog').then((m) => m.openDiagram),
    readingList: () => import('./school/reading-list-store').then((m) => m.openReadingList),
    designer: () => import('./flow/designer/DesignerView').then(() => openDesigner),
  });
}

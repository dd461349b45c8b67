/**
 * A storage screen: the school's use of its quota above the resource screen, and, where the
 * screen's commands upload (附件管理, 对象存储), the upload dialog they open.
 */
import { useEffect } from 'react';
import type { PaneComponent } from '../../ui/pane';
import type { ResourceSchema } from '../../schema/types';
import { prepareResource } from '../../resource-screen/ResourceScreen';
import { ResourceView } from '../../resource-screen/ResourceView';
import { UploadDialog } from './UploadDialog';
import { closeUpload } from './upload-state';
import { UsageMeter } from './UsageMeter';

export function storageScreen(schema: ResourceSchema, { uploads }: { uploads: boolean }): PaneComponent {
  return Object.assign(function StorageScreen() {
    // The dialog belongs to this screen: leaving it closes the dialog (and cancels its upload).
    useEffect(() => (uploads ? closeUpload : undefined), []);
    return (
      <>
        <UsageMeter screen={schema.name} />
        <ResourceView schema={schema} />
        {uploads && <UploadDialog />}
      </>
    );
  }, { prepare: (query: string) => prepareResource(schema, query) });
}

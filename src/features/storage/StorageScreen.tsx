/**
 * A storage screen: the school's use of its quota above the resource screen, and, where the
 * screen's commands upload (附件管理, 对象存储), the upload dialog they open.
 */
import { useEffect, type ComponentType } from 'react';
import type { PaneProps } from '../../ui/pane';
import type { ResourceSchema } from '../../schema/types';
import { ResourceView } from '../../resource-screen/ResourceView';
import { UploadDialog } from './UploadDialog';
import { closeUpload } from './upload-state';
import { UsageMeter } from './UsageMeter';

export function storageScreen(schema: ResourceSchema, { uploads }: { uploads: boolean }): ComponentType<PaneProps> {
  return function StorageScreen() {
    // The dialog belongs to this screen: leaving it closes the dialog (and cancels its upload).
    useEffect(() => (uploads ? closeUpload : undefined), []);
    return (
      <>
        <UsageMeter screen={schema.name} />
        <ResourceView schema={schema} />
        {uploads && <UploadDialog />}
      </>
    );
  };
}

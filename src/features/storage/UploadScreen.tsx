/** A resource screen with the upload dialog its commands open (附件管理, 对象存储). */
import { useEffect, type ComponentType } from 'react';
import type { PaneProps } from '../../ui/pane';
import type { ResourceSchema } from '../../resources/types';
import { ResourceView } from '../../resources/view/ResourceView';
import { UploadDialog } from './UploadDialog';
import { closeUpload } from './upload-state';

export function uploadScreen(schema: ResourceSchema): ComponentType<PaneProps> {
  return function UploadScreen() {
    // The dialog belongs to this screen: leaving it closes the dialog (and cancels its upload).
    useEffect(() => closeUpload, []);
    return (
      <>
        <ResourceView schema={schema} />
        <UploadDialog />
      </>
    );
  };
}

/** The file chosen on 流程部署, for flow.deploy.upload to send (a command's arguments are text). */
import { proxy, ref } from 'valtio';

export const deployUploadState = proxy<{ file: File | null }>({ file: null });

export function chooseDeployFile(file: File | null): void {
  deployUploadState.file = file && ref(file);
}

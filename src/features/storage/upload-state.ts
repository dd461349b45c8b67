/**
 * The upload dialog's state: which upload it is for (an attachment, or a test upload through one
 * storage configuration), the chosen file, its progress and how it ended. Commands open it; the
 * attachment and object storage panes render it.
 */
import { proxy, ref } from 'valtio';
import type { Localized } from '../../base/config';
import { uploadRefusal } from '../../schema/storage/upload-rules';
import { uploadFile, type UploadTarget } from '../../api/storage';
import type { BladeFile } from '../../schema/wire/storage';

export interface UploadState {
  open: { target: UploadTarget; code?: string } | null;
  file: File | null;
  /** Why the chosen file may not be sent (checked before anything is sent). */
  refusal: Localized | null;
  loaded: number;
  total: number;
  phase: 'idle' | 'sending' | 'done' | 'failed' | 'cancelled';
  result: BladeFile | null;
}

const idle = (): Omit<UploadState, 'open'> => ({ file: null, refusal: null, loaded: 0, total: 0, phase: 'idle', result: null });

export const uploadState = proxy<UploadState>({ open: null, ...idle() });

let controller: AbortController | null = null;

export function openUpload(target: UploadTarget, code?: string): void {
  Object.assign(uploadState, idle(), { open: { target, code } });
}

export function closeUpload(): void {
  cancelUpload();
  Object.assign(uploadState, idle(), { open: null });
}

/**
 * Takes the chosen file, or says why it may not be sent. The file is kept as it is (valtio's ref):
 * a browser's File answers its name and size only to itself, never through a store's proxy, so
 * a proxied one could not be read or sent.
 */
export function chooseFile(file: File | null): void {
  Object.assign(uploadState, idle(), { file: file && ref(file), refusal: file && (uploadRefusal(file.name, file.size) ?? null) });
}

/** Sends the chosen file; resolves with what the server stored, or null when refused, failed or cancelled. */
export async function startUpload(): Promise<BladeFile | null> {
  const { open, file, refusal } = uploadState;
  if (!open || !file || refusal || uploadState.phase === 'sending') return null;
  controller = new AbortController();
  Object.assign(uploadState, { phase: 'sending', loaded: 0, total: file.size });
  try {
    const result = await uploadFile(open.target, file, {
      code: open.code,
      signal: controller.signal,
      onProgress: (loaded, total) => Object.assign(uploadState, { loaded, total }),
    });
    Object.assign(uploadState, { phase: 'done', result });
    return result;
  } catch (error) {
    uploadState.phase = controller.signal.aborted ? 'cancelled' : 'failed';
    if (!controller.signal.aborted) throw error;
    return null;
  } finally {
    controller = null;
  }
}

export function cancelUpload(): void {
  controller?.abort();
}

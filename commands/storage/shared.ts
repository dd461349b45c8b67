/** What the storage commands share: their screens' conditions, the selected row, and the checks' file helpers. */
import { requestData } from '../../src/core/http';
import { selectRows } from '../../src/core/selection';
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import type { ResourceSchema } from '../../src/schema/types';
import { viewOf } from '../../src/engine/controller';
import { uploadFile, type UploadTarget } from '../../src/api/storage';
import type { BladeFile } from '../../src/schema/wire/storage';
import { subscribe } from 'valtio';
import { uploadState } from '../../src/features/storage/upload-state';
import { ready, until } from '../crud/checks';
import { onScreen, selectedIds } from '../crud/shared';

/** On the schema's screen, holding the permission (if any), with `rows` rows selected. */
export function canAct(schema: ResourceSchema, ctx: CommandContext, permission: string | undefined, rows: 'one' | 'some' | 'none'): boolean {
  const count = selectedIds(schema, ctx).length;
  const enough = rows === 'one' ? count === 1 : rows === 'some' ? count > 0 : true;
  return onScreen(schema, ctx) && (!permission || ctx.can(permission)) && enough;
}

/** The one selected row's id (`when` has checked there is one). */
export function selectedId(schema: ResourceSchema, ctx: CommandContext): string {
  const [id] = selectedIds(schema, ctx);
  if (!id) throw new Error(`No ${schema.name} row is selected`);
  return id;
}

/** A small text file whose name and content are unique to this run of a check. */
export function checkFile(): File {
  const marker = `check-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return new File([`${marker} 校验文件内容`], `${marker}.txt`, { type: 'text/plain' });
}

/** Uploads a file behind the screen's back; the attachment or object goes again when the check ends. */
export async function uploadTemporary(h: CheckHarness, target: UploadTarget, file: File): Promise<BladeFile> {
  const stored = await uploadFile(target, file);
  h.cleanup(() => removeStored(stored.originalName));
  return stored;
}

/** Deletes every stored object of this original name (its attachment rows go with it). */
export async function removeStored(originalName: string): Promise<void> {
  const page = await requestData<{ records: { id: string; originalName: string }[] }>('/blade-resource/storage/list', { query: { current: 1, size: 50, originalName } });
  const ids = page.records.filter((row) => row.originalName === originalName).map((row) => row.id);
  if (ids.length) await requestData('/blade-resource/storage/remove', { method: 'POST', query: { ids: ids.join(',') } });
}

/** Shows the screen's rows again and selects `id` on it. */
export async function selectOnScreen(schema: ResourceSchema, id: string): Promise<void> {
  await ready(schema);
  await viewOf(schema.name)?.refresh();
  selectRows(schema.name, [id]);
}

/**
 * Chooses a file in the open upload dialog's file field, as a user picking it would: the field's
 * own FileList holds it (built with DataTransfer, the one way a browser lets a page fill a file
 * field), then the field says it changed. A document without DataTransfer (happy-dom) is given
 * the list as the field's property instead.
 */
export async function chooseInDialog(file: File): Promise<void> {
  let input: HTMLInputElement | null = null;
  await until(() => Boolean((input = document.querySelector<HTMLInputElement>('input[type="file"]'))), 'the upload dialog shows its file field');
  if (typeof DataTransfer === 'function') {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input!.files = transfer.files;
  } else {
    Object.defineProperty(input!, 'files', { value: [file], configurable: true });
  }
  input!.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether two files hold the same bytes. */
export async function sameBytes(a: Blob, b: Blob): Promise<boolean> {
  const [x, y] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]).then((buffers) => buffers.map((buffer) => new Uint8Array(buffer)));
  return x!.length === y!.length && x!.every((byte, i) => byte === y![i]);
}

/** Resolves once the upload dialog's upload under way has ended: stored, failed or cancelled. */
export function uploadEnded(): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => uploadState.phase !== 'sending';
    if (ended()) return resolve();
    const stop = subscribe(uploadState, () => {
      if (!ended()) return;
      stop();
      resolve();
    });
  });
}

/** The stored object of this original name, read from the server. */
export async function storedObject(originalName: string): Promise<Record<string, unknown> | undefined> {
  const page = await requestData<{ records: Record<string, unknown>[] }>('/blade-resource/storage/list', { query: { current: 1, size: 50, originalName } });
  return page.records.find((row) => row.originalName === originalName);
}

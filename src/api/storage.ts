/**
 * The storage area's calls beyond CRUD: uploads with progress, downloads of stored files,
 * enabling a configuration, the sms debug send and the code generator's copy and zip.
 */
import { config } from '../base/config';
import { request, requestData } from '../core/http';
import { session } from '../core/session';
import { reportCall } from '../core/call-trace';
import { ApiError } from '../core/http';
import type { BladeFile } from '../schema/wire/storage';


export type UploadTarget = 'put-file' | 'put-file-attach';

export interface UploadOptions {
  /** The configuration to store through (put-file's `code`). */
  code?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads through XMLHttpRequest, whose upload events report progress (fetch has none).
 * Rejects with an ApiError carrying the server's message, or the signal's reason when cancelled.
 */
export function uploadFile(target: UploadTarget, file: File, options: UploadOptions = {}): Promise<BladeFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = options.code ? `?${new URLSearchParams({ code: options.code })}` : '';
    const path = `/blade-resource/oss/endpoint/${target}${query}`;
    xhr.open('POST', `${config.apiBase}${path}`);
    xhr.setRequestHeader('Authorization', `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`);
    if (session.token) xhr.setRequestHeader(config.tokenHeader, `bearer ${session.token}`);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: BladeFile } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Answered below as a failure without a message.
      }
      reportCall(() => ({ method: 'POST', path, status: xhr.status, code: body.code, msg: body.msg }));
      if (xhr.status === 200 && body.code === 200 && body.data) {
        options.onProgress?.(file.size, file.size);
        resolve(body.data);
      } else {
        reject(new ApiError(body.code ?? xhr.status, body.msg ?? xhr.statusText, body));
      }
    };
    xhr.onerror = () => {
      reportCall(() => ({ method: 'POST', path, status: 0, msg: 'network error' }));
      reject(new ApiError(0, 'network error'));
    };
    xhr.onabort = () => reject(options.signal?.reason ?? new DOMException('cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** The bytes behind a stored file's link (a path under the API, or another address). */
export async function fileBytes(link: string): Promise<Blob> {
  if (link.startsWith(`${config.apiBase}/`)) return request<Blob>(link.slice(config.apiBase.length), { responseType: 'blob' });
  const answer = await fetch(link);
  if (!answer.ok) throw new ApiError(answer.status, answer.statusText);
  return answer.blob();
}

/** `oss/enable` or `sms/enable`: the configuration becomes its school's only enabled one. */
export async function enableConfiguration(prefix: string, id: string): Promise<void> {
  await request(`${prefix}/enable`, { method: 'POST', query: { id } });
}

/** The sms debug send; resolves with the server's message (发送成功!). */
export async function sendTestMessage(code: string, phones: string, params: string): Promise<string> {
  const answer = await request<{ msg: string }>('/blade-resource/sms/endpoint/send-message', { method: 'POST', query: { code, phones, params } });
  return answer.msg;
}

export async function copyCodeEntry(id: string): Promise<void> {
  await request('/blade-develop/code/copy', { method: 'POST', query: { id } });
}

/** The generated zip of the entries. */
export async function generateCode(ids: readonly string[]): Promise<Blob> {
  return request<Blob>('/blade-develop/code/gen-code', { method: 'POST', query: { ids: ids.join(','), system: 'saber-react' }, responseType: 'blob' });
}

/** A row of the attach or storage lists, as the commands read it. */
export interface StoredFileRow {
  id: string;
  link: string;
  originalName: string;
}

/** The rows of a list call (attach or storage) whose original name is `name`, newest first. */
export async function storedFilesNamed(path: string, name: string): Promise<StoredFileRow[]> {
  const page = await requestData<{ records: StoredFileRow[] }>(path, { query: { current: 1, size: 50, originalName: name } });
  return page.records.filter((row) => row.originalName === name);
}

/**
 * The avatar of the personal info page: a JPG or PNG of at most 500 KB, checked before anything
 * is sent, then put in object storage (`oss/endpoint/put-file`, whose answer's `data.link` is
 * the image's URL) with the upload's progress reported as it goes.
 */
import { config } from '../../base/config';
import { session } from '../../core/session';

export const AVATAR_TYPES = ['image/jpeg', 'image/png'];
export const AVATAR_MAX_BYTES = 500 * 1024;

export type AvatarProblem = 'type' | 'size';

/** Why a file cannot be the avatar, or undefined. */
export function avatarProblem(file: Pick<File, 'type' | 'name' | 'size'>): AvatarProblem | undefined {
  const typed = AVATAR_TYPES.includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
  if (!typed) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : undefined;
}

/**
 * Uploads through XMLHttpRequest, the one browser API that reports upload progress; the same
 * headers as the HTTP client. Resolves with the link, rejects with the server's message.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${config.apiBase}/blade-resource/oss/endpoint/put-file`);
    xhr.setRequestHeader('Authorization', `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`);
    if (session.token) xhr.setRequestHeader(config.tokenHeader, `bearer ${session.token}`);
    xhr.timeout = config.requestTimeout;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: { link?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: refused below with the status.
      }
      if (xhr.status === 200 && body.code === 200 && body.data?.link) {
        onProgress(100);
        resolve(body.data.link);
      } else {
        reject(new Error(body.msg || `${xhr.status} ${xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('timeout'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

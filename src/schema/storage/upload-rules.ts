/**
 * What may be uploaded to object storage: the console checks a file before sending it, the mock
 * refuses the same files, so a client that skips the console's check gets the same answer.
 */
import type { Localized } from '../../base/config';

export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

/** Programs and pages a browser would run or render: never stored. */
const REFUSED_EXTENSIONS = new Set(['exe', 'bat', 'cmd', 'com', 'msi', 'sh', 'ps1', 'js', 'mjs', 'jar', 'html', 'htm', 'xhtml', 'php', 'jsp', 'asp', 'aspx', 'svg']);

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * A name whose type cannot be told from its extension: a control character (NUL cuts the name
 * short in C-based file systems: `x.html\0.png` is stored as `x.html`), or a trailing dot or
 * space, which Windows drops (`x.html.` becomes `x.html`).
 */
const isAmbiguous = (name: string) => /[.\s]$/.test(name) || [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Why a file may not be uploaded, or undefined when it may. */
export function uploadRefusal(fileName: string, size: number): Localized | undefined {
  if (size > MAX_UPLOAD_FILE_BYTES) return { zh: '文件大小不能超过 10 MB', en: 'The file may not be larger than 10 MB' };
  if (isAmbiguous(fileName) || REFUSED_EXTENSIONS.has(extensionOf(fileName))) return { zh: '不允许上传该类型的文件', en: 'Files of this type may not be uploaded' };
  return undefined;
}

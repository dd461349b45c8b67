/**
 * The content type an object is served with, from its extension alone: what the client's
 * header claimed is never kept, so a page sent as `x.png` with `text/html` is served as an image
 * (and the answer tells the browser not to guess, see objects.ts). An extension not listed is
 * served as bytes to download.
 */
const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', md: 'text/markdown; charset=utf-8', json: 'application/json',
  pdf: 'application/pdf', zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg', wav: 'audio/wav', mp4: 'video/mp4', bpmn: 'application/xml', xml: 'application/xml',
};

export const DOWNLOAD_TYPE = 'application/octet-stream';

export const contentTypeOf = (extension: string): string => TYPES[extension] ?? DOWNLOAD_TYPE;

/**
 * The limits on what a request may send, and reading a body within them. Every host applies them
 * through the handlers; the standalone server also stops reading a socket at the limit, so an
 * oversized body never sits in its memory.
 *
 * | limit            | value   | over it                                 |
 * |------------------|---------|-----------------------------------------|
 * | MAX_BODY_BYTES   | 2 MiB   | 413, for every body but an upload       |
 * | MAX_UPLOAD_BYTES | 64 MiB  | 413, for multipart/form-data uploads    |
 * | MAX_JSON_DEPTH   | 64      | 400 消息不能读取 (arrays and objects nested deeper) |
 */

export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
/** A record is 1 level deep, an error-log batch 3; 64 leaves room and keeps parsing shallow. */
export const MAX_JSON_DEPTH = 64;

/** A body over the limit: answered 413. */
export class PayloadTooLarge extends Error {
  override readonly name = 'PayloadTooLarge';
  constructor() {
    super('请求数据过大');
  }
}

/** The limit that applies to a request of this Content-Type. */
export function bodyLimitFor(contentType: string | null | undefined): number {
  return (contentType ?? '').toLowerCase().startsWith('multipart/form-data') ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}

/** The body as UTF-8 text, read no further than `limit` bytes (PayloadTooLarge past it). */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  if (Number(request.headers.get('content-length')) > limit) throw new PayloadTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new PayloadTooLarge();
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one scan of the text
 * before it is parsed: a parser, and every walk over the parsed value, recurses once per level.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

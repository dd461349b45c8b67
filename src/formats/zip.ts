/**
 * A ZIP archive of stored (uncompressed) entries: all an XLSX file needs, without a compression
 * library in the browser bundle. Layout per APPNOTE.TXT: local headers with their data, then the
 * central directory, then its end record. Times are left at the DOS epoch.
 */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

let crcTable: Uint32Array | undefined;

function crc32(data: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields of a header, each [value, byte width]. */
function header(fields: readonly (readonly [number, 2 | 4])[]): Uint8Array {
  const bytes = new Uint8Array(fields.reduce((sum, [, width]) => sum + width, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += width;
  }
  return bytes;
}

/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const VERSION = 20;

export function zip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.data);
    const size = entry.data.length;
    // version, flags, method (0 stored), time, date, crc, sizes, name length, extra length
    const common = [[UTF8_NAMES, 2], [0, 2], [0, 2], [0x21, 2], [crc, 4], [size, 4], [size, 4], [name.length, 2], [0, 2]] as const;
    const local = [header([[0x04034b50, 4], [VERSION, 2], ...common]), name, entry.data];
    // + comment length, disk, internal and external attributes, offset of the local header
    directory.push(header([[0x02014b50, 4], [VERSION, 2], [VERSION, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), name);
    parts.push(...local);
    offset += local.reduce((sum, part) => sum + part.length, 0);
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = header([[0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [directorySize, 4], [offset, 4], [0, 2]]);
  return concat([...parts, ...directory, end]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

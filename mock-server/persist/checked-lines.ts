/**
 * Lines that tell when they are damaged: each record the standalone server stores is one line,
 * the CRC-32 of its JSON in eight hex digits, a space, then the JSON. A line whose checksum does
 * not match its bytes (a damaged byte anywhere in it, a line cut short or run into the next) is
 * not read. Lines stored before lines had checksums (JSON alone, starting with '{') are read when
 * they parse.
 *
 * The checksum finds damage; whether a line that passes holds a record of the right shape is the
 * caller's test (`valid`, told whether the line had a checksum, which vouches for what the writer
 * wrote), so a line that is whole but not what the file stores is not read either.
 */
import { crc32 } from 'node:zlib';

/** A line that was not read: where it was, its bytes as found, and why. */
export interface UnreadLine {
  /** 1 for the first line of the file. */
  line: number;
  /** Its '\n' included, where it had one. */
  bytes: Buffer;
  why: string;
}

export interface ReadLines<T> {
  /** The lines read, in file order, with their line numbers. */
  records: { line: number; value: T }[];
  /** The lines that could not be read, a last one cut off before its '\n' among them. */
  unread: UnreadLine[];
}

/** Whether a parsed line is a record of the file; `checked` when the line had a checksum that matched. */
export type Valid<T> = (value: unknown, checked: boolean) => value is T;

const NEWLINE = 0x0a;
const SPACE = 0x20;
const OPEN_BRACE = 0x7b;

const checksumOf = (json: Uint8Array) => crc32(json).toString(16).padStart(8, '0');

/** The line a record is stored as, '\n' included. */
export function checkedLine(value: unknown): string {
  const json = JSON.stringify(value);
  return `${checksumOf(Buffer.from(json))} ${json}\n`;
}

/** Reads every line of `bytes`; `valid` says whether a parsed value is a record of the file. */
export function readCheckedLines<T>(bytes: Buffer, valid: Valid<T>): ReadLines<T> {
  const records: ReadLines<T>['records'] = [];
  const unread: UnreadLine[] = [];
  let line = 0;
  for (let start = 0; start < bytes.length;) {
    line += 1;
    const end = bytes.indexOf(NEWLINE, start);
    // A whole line ends in '\n': what follows the last one was cut off (a crash in mid-append).
    const text = bytes.subarray(start, end < 0 ? bytes.length : end);
    const read = end < 0 ? { why: 'it was cut off before its end' } : readLine(text, valid);
    if ('why' in read) unread.push({ line, bytes: bytes.subarray(start, end < 0 ? bytes.length : end + 1), why: read.why });
    else records.push({ line, value: read.value });
    start = end < 0 ? bytes.length : end + 1;
  }
  return { records, unread };
}

function readLine<T>(text: Buffer, valid: Valid<T>): { value: T } | { why: string } {
  const legacy = text[0] === OPEN_BRACE;
  const json = legacy ? text : text.subarray(9);
  if (!legacy && (text[8] !== SPACE || checksumOf(json) !== text.toString('latin1', 0, 8))) return { why: 'its checksum does not match' };
  let value: unknown;
  try {
    value = JSON.parse(json.toString('utf8'));
  } catch {
    return { why: 'it does not parse' };
  }
  return valid(value, !legacy) ? { value } : { why: 'what it holds is not whole' };
}

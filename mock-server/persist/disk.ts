/** Writing files so that a crash leaves either the old bytes or the new, never a mix. */
import { closeSync, fsync, fsyncSync, openSync, renameSync, write, writeSync } from 'node:fs';
import { promisify } from 'node:util';

/** Writes all of `bytes` at `position` of the file. */
export function writeAll(fd: number, bytes: Uint8Array, position = 0): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, position + at);
}

const writeAsync = promisify(write);
export const fsyncAsync = promisify(fsync);

/** Writes all of `bytes` at `position` of the file, without blocking the event loop. */
export async function writeAllAsync(fd: number, bytes: Uint8Array, position: number): Promise<void> {
  for (let at = 0; at < bytes.length;) at += (await writeAsync(fd, bytes, at, bytes.length - at, position + at)).bytesWritten;
}

/** Writes a file whole or not at all: a temporary file, fsynced, renamed over the old one. */
export function writeDurably(path: string, bytes: Uint8Array): void {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeAll(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** Makes a rename or an unlink in the folder durable. */
export function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

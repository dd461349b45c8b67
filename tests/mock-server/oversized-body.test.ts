/**
 * A body over the limit, sent whole by Node's own fetch over a real socket: the 413 envelope
 * reaches it every time, whatever the size, instead of the socket closing under the body still
 * being sent (EPIPE). Node's fetch runs in a child process: this file's fetch is happy-dom's.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from '../../mock-server/body';
import { serveOverLoopback } from './loopback';

const server = serveOverLoopback();
const MIB = 1024 * 1024;

/** Node's fetch POSTs `body` (an expression of the script) `tries` times; the statuses it got, or the socket errors. */
async function nodeFetches(path: string, body: string, tries: number): Promise<string[]> {
  const script = `
    const out = [];
    for (let i = 0; i < ${tries}; i++) {
      try {
        const r = await fetch('${server.origin()}${path}', { method: 'POST', ...${body} });
        const body = await r.json();
        out.push(r.status + ' ' + body.code);
      } catch (e) { out.push(String(e.cause?.code ?? e.message)); }
    }
    console.log(JSON.stringify(out));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout) as string[];
}

describe('an oversized body', () => {
  it.each([
    ['a JSON body over its limit', '/blade-system/param/submit', `{ headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(${8 * MIB}) }`, 8 * MIB, MAX_BODY_BYTES, 6],
    // Past what the server used to drain (64 MiB) before cutting the connection.
    ['an upload far over its limit', '/blade-resource/oss/endpoint/put-file', `{ body: (() => { const f = new FormData(); f.append('file', new File([new Uint8Array(${72 * MIB})], '课件.pdf')); return f; })() }`, 72 * MIB, MAX_UPLOAD_BYTES, 2],
  ])('%s gets its 413 envelope every time', async (_, path, body, bytes, limit, tries) => {
    expect(bytes).toBeGreaterThan(limit);
    expect(await nodeFetches(path, body, tries)).toEqual(Array(tries).fill('413 413'));
  });
});

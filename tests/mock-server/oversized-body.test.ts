/**
 * A body over the limit, sent whole by Node's own fetch over a real socket: the 413 envelope
 * reaches it every time, instead of the socket closing under the body still being sent (EPIPE).
 * Node's fetch runs in a child process: this file's fetch is happy-dom's.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../mock-server/body';
import { serveOverLoopback } from './loopback';

const server = serveOverLoopback();
const TRIES = 6;

/** Node's fetch POSTs the body TRIES times; the statuses it got, or the socket errors. */
async function nodeFetches(bytes: number): Promise<string[]> {
  const script = `
    const out = [];
    for (let i = 0; i < ${TRIES}; i++) {
      try {
        const r = await fetch('${server.origin()}/blade-system/param/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(${bytes}) });
        const body = await r.json();
        out.push(r.status + ' ' + body.code);
      } catch (e) { out.push(String(e.cause?.code ?? e.message)); }
    }
    console.log(JSON.stringify(out));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as string[];
}

describe('an oversized body', () => {
  it('gets its 413 envelope every time', async () => {
    const bytes = 8 * 1024 * 1024;
    expect(bytes).toBeGreaterThan(MAX_BODY_BYTES);
    expect(await nodeFetches(bytes)).toEqual(Array(TRIES).fill('413 413'));
  });
});

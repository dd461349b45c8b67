// Puts msw's service worker script (/mockServiceWorker.js) into an output folder.
import { spawn } from 'node:child_process';
import { root } from './config.mjs';

/** Runs `npx msw init <dir> --no-save`; its chatter is shown only when it fails. */
export function mswInit(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['msw', 'init', dir, '--no-save'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`msw init failed (${code}):\n${output}`))));
  });
}

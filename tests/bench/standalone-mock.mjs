// The standalone mock (`npm run mock-server`) in a child process on a free port of 127.0.0.1, for
// the benchmarks that need a backend outside the page.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { standaloneArgs } from '../../mock-server/standalone-command.mjs';

export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server over `dataDir` (its data folder), with `nodeArgs` before the script and `env`
 * added; resolves once it listens, with `printed(text)`, which resolves once its output has said `text`.
 */
export async function startMockServer(root, dataDir, nodeArgs = [], env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, ...standaloneArgs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MOCK_DATA_DIR: dataDir, MOCK_FRESH: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const printed = (text) => new Promise((resolve, reject) => {
    const said = () => output.includes(text) && resolve();
    child.stdout.on('data', said);
    child.once('exit', (code) => reject(new Error(`the mock server stopped (${code}) before saying ${text}`)));
    said();
  });
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  await printed('BladeX mock server on');
  return { child, port, printed };
}

/**
 * The server's CPU time so far in ms (Linux's /proc), or undefined elsewhere: CPU per call does
 * not depend on what else the machine runs, as requests per second on a shared machine do.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

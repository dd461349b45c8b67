// A full garbage collection in another Node process, started with `--inspect=127.0.0.1:<port>`,
// through its inspector (HeapProfiler.collectGarbage, as cdp.mjs collects a page's heap): what the
// process then holds is what it keeps, not garbage it has not collected yet. Node 20 has
// WebSocket only behind --experimental-websocket, so the collection is made by this file run as a
// child process with that flag.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

/**
 * Collects the garbage of the process whose inspector listens on 127.0.0.1:`port`; resolves once
 * done, with the process's `process.memoryUsage()` then (bytes: heapUsed, heapTotal, external…).
 */
export async function collectGarbage(port) {
  const child = spawn(process.execPath, ['--experimental-websocket', '--no-warnings', self, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the garbage collection over the inspector on port ${port} failed (${code})`);
  return JSON.parse(output);
}

async function collect(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    const sent = ++id;
    socket.onmessage = ({ data }) => {
      const answer = JSON.parse(data);
      if (answer.id !== sent) return;
      if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
      else resolve(answer.result);
    };
    socket.send(JSON.stringify({ id: sent, method, params }));
  });
  // Twice: objects with finalizers or weak callbacks are freed by the collection after the one that finds them.
  await send('HeapProfiler.collectGarbage');
  await send('HeapProfiler.collectGarbage');
  const { result } = await send('Runtime.evaluate', { expression: 'process.memoryUsage()', returnByValue: true });
  socket.close();
  process.stdout.write(JSON.stringify(result.value));
}

if (process.argv[1] === self) await collect(Number(process.argv[2]));

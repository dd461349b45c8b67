/**
 * Node's arguments that start the standalone server (mock-server/standalone.ts) from the
 * project's folder, as `npm run mock-server` does: tsx as Node's loader, not as its command, which
 * would run the server in a child of its own (a SIGKILL would then stop tsx and leave the server
 * running), and V8's memory reducer off (standalone.ts says why).
 */
export const standaloneArgs = ['--no-memory-reducer', '--import', 'tsx', 'mock-server/standalone.ts'];

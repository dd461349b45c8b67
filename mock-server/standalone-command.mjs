/**
 * Node's arguments that start the standalone server (mock-server/standalone.ts) from the
 * project's folder, with V8's memory reducer off as `npm run mock-server` has it (standalone.ts
 * says why). tsx is Node's loader here, not its command as in the npm script: as a command it
 * would run the server in a child of its own, and a SIGKILL would then stop tsx and leave the
 * server running.
 */
export const standaloneArgs = ['--no-memory-reducer', '--import', 'tsx', 'mock-server/standalone.ts'];

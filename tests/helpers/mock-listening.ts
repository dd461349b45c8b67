import { mockServer } from '../../mock-server/node';

const worker = globalThis as { listeningMock?: typeof mockServer };

/**
 * Makes the in-process mock answer fetch, once per worker process. Files that share a worker's
 * modules share one server, which must not listen twice (msw refuses); a file that loaded the
 * modules afresh has a server of its own, and the previous file's is closed first.
 */
export function listenToTheMock(): void {
  if (worker.listeningMock === mockServer) return;
  worker.listeningMock?.close();
  mockServer.listen({ onUnhandledRequest: 'error' });
  worker.listeningMock = mockServer;
}

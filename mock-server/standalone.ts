/** `npm run mock-server`: the mock as a plain HTTP server on 127.0.0.1, port PORT or 8080. */
import { handlers } from './handlers';
import { createMockHttpServer } from './http-bridge';

const port = Number(process.env.PORT ?? 8080);
const host = '127.0.0.1';

createMockHttpServer(handlers).listen(port, host, () => {
  console.log(`BladeX mock server on http://${host}:${port} (paths with or without /api)`);
});

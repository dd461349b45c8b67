/**
 * `npm run mock-server`: the mock as a plain HTTP server on 127.0.0.1, port PORT or 8080.
 * Browsers may call it from the console's own origin and from the origins listed, comma-separated,
 * in CORS_ORIGINS.
 */
import { allowedOrigins } from './cors';
import { handlers } from './handlers';
import { createMockHttpServer } from './http-bridge';

const port = Number(process.env.PORT ?? 8080);
const host = '127.0.0.1';
const origins = allowedOrigins(process.env.CORS_ORIGINS);

createMockHttpServer(handlers, { allowedOrigins: origins }).listen(port, host, () => {
  console.log(`BladeX mock server on http://${host}:${port} (paths with or without /api; CORS for ${origins.join(', ')})`);
});

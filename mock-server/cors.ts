/**
 * Which browser origins may call the standalone server, and the CORS headers they get. Only the
 * origins listed are answered with Access-Control-Allow-Origin (credentials included); a page of
 * any other origin gets answers its browser will not let it read, and its preflights are refused.
 * Calls without an Origin header (curl, servers, a proxying console) need no CORS at all.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Where `npm start` serves the console by default (build.mjs: 127.0.0.1, port 5173). */
const CONSOLE_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'] as const;

/** The console's origins plus those named, comma-separated, in `list` (the CORS_ORIGINS variable). */
export function allowedOrigins(list: string | undefined): string[] {
  const named = (list ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  return [...CONSOLE_ORIGINS, ...named];
}

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * The CORS headers of an answer to this request: only `Vary: Origin` unless its origin is
 * allowed (the answer differs by origin, which caches must know).
 */
export function corsHeaders(headers: IncomingHttpHeaders, allowed: readonly string[]): Record<string, string> {
  const origin = headers.origin;
  if (!origin || !allowed.includes(origin)) return { vary: 'Origin' };
  const requested = headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': ALLOWED_METHODS.join(', '),
    ...(requested ? { 'access-control-allow-headers': requested } : {}),
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** A preflight: an OPTIONS call a browser makes before a cross-origin request. */
export function isPreflight(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === 'OPTIONS' && Boolean(headers.origin) && Boolean(headers['access-control-request-method']);
}

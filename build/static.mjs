// A small static file handler: content types, optional gzip, index.html fallback for deep links.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg|application\/wasm)/;

/**
 * Returns `handle(req, res)` serving files from `dir`.
 * - A GET/HEAD that names no file gets index.html when it looks like a page: its path has no
 *   extension or it accepts text/html. A missing /chunks/x.js stays a 404 instead of HTML.
 * - `gzip`: text types are gzipped once (level 9) and kept in memory, so compression time
 *   never shows in page timings.
 * - `stats`: when given, counts requests and body bytes sent.
 */
export function staticHandler(dir, { gzip = false, stats } = {}) {
  const root = path.resolve(dir);
  const gzipCache = new Map();

  async function fileAt(urlPath) {
    let rel;
    try { rel = decodeURIComponent(urlPath); } catch { return null; }
    const file = path.join(root, path.normalize(rel));
    if (file !== root && !file.startsWith(root + path.sep)) return null; // no ../ escapes
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { file, info } : null;
  }

  return async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url, 'http://x').pathname;
    let found = await fileAt(urlPath);
    const isPage = !path.extname(urlPath) || (req.headers.accept ?? '').includes('text/html');
    if (!found && isPage) found = await fileAt('/index.html');
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }

    const type = TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    // esbuild's hashed names (main-AB12CD34.js) never change content: let browsers keep them.
    const hashed = /-[A-Z0-9]{8}\.[a-z0-9]+$/.test(found.file);
    const headers = { 'content-type': type, 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' };
    let body = await readFile(found.file);
    if (gzip && COMPRESSIBLE.test(type)) {
      headers.vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const key = `${found.file}:${found.info.mtimeMs}:${found.info.size}`;
        if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body, { level: 9 }));
        body = gzipCache.get(key);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    if (stats) { stats.requests++; stats.bytes += body.length; }
  };
}

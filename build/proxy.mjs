// Forwards /api requests to a real backend, like the Vue console's dev proxy (changeOrigin).
import http from 'node:http';
import https from 'node:https';

// Hop-by-hop headers describe one connection and must not be forwarded.
const HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

/**
 * Returns `handle(req, res)` that sends the request to `target`, with the `/api` prefix stripped
 * unless `keepPrefix`. Method, headers, body and status pass through; both bodies stream.
 * A path in the target (https://host/gateway) is kept in front of the forwarded path.
 */
export function apiProxy(target, { keepPrefix = false } = {}) {
  const base = new URL(target);
  const client = base.protocol === 'https:' ? https : http;
  const basePath = base.pathname.replace(/\/$/, '');

  // No agent of its own: Node's global agent keeps connections alive (Node 19 on), so calls reuse
  // the upstream's connections rather than opening one each.
  return function handle(req, res) {
    const rest = keepPrefix ? req.url : req.url.replace(/^\/api(?=\/|\?|$)/, '') || '/';
    const headers = { ...req.headers, host: base.host };
    for (const h of HOP) delete headers[h];

    const upstream = client.request(
      { protocol: base.protocol, hostname: base.hostname, port: base.port, method: req.method, path: basePath + rest, headers },
      (answer) => {
        const out = { ...answer.headers };
        for (const h of HOP) delete out[h];
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) return res.destroy(err);
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 502, success: false, msg: `proxy to ${target} failed: ${err.message}` }));
    });
    res.on('close', () => { if (!res.writableFinished) upstream.destroy(); }); // client went away
    req.pipe(upstream);
  };
}

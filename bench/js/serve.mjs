// A static file server on the loopback address for the benchmark pages (ES modules and the import
// map need http: rather than file:). Serves files under `root` only, read-only, GET only.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.json': 'application/json', '.epd': 'text/plain' };

export function serve(root) {
  const base = normalize(root) + sep;
  const server = createServer(async (req, res) => {
    const path = normalize(join(base, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (req.method !== 'GET' || !path.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] || 'application/octet-stream',
        'cache-control': 'no-store' }).end(body);
    } catch (e) {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: 'http://127.0.0.1:' + server.address().port,
    close: () => new Promise((r) => server.close(r)),
  })));
}

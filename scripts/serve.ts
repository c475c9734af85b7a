/**
 * Serves the built site the way the shipped hosting configs do: `/x` answers with
 * x/index.html, pre-compressed files when the browser accepts them, long-lived caching
 * for hashed assets, and the prerendered 404 page (English or Arabic) with status 404.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

export function startServer(siteDir = 'dist/site', port = 4173): Promise<Server> {
  const assets = sirv(siteDir, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (response, pathname) => {
      if (pathname.startsWith('/assets/')) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const server = createServer((request, response) => {
    assets(request, response, () => {
      const arabic = /^\/ar(\/|$)/.test(request.url ?? '');
      const page = join(siteDir, arabic ? 'ar/404.html' : '404.html');
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (existsSync(page)) createReadStream(page).pipe(response);
      else response.end('Not found');
    });
  });

  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  await startServer('dist/site', port);
  console.log(`Serving dist/site at http://localhost:${port}`);
}

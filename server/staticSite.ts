import { createReadStream, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { adminDirectory } from '../shared/editorPaths';
import { localeInfo } from '../src/i18n/localeInfo';
import { localeFromPath } from '../src/i18n/localePath';

const readMethods = ['GET', 'HEAD'];

/** The build names these files by their content (the site's and the web editor's bundles). */
const hashedFolders = ['/assets/', `/${adminDirectory}/assets/`];

/**
 * Serves the built site as the shipped hosting configs do: `/x` answers with
 * x/index.html, pre-compressed files when the browser accepts them, long-lived caching
 * for hashed assets, and the prerendered 404 page (English or Arabic) with status 404.
 * Dot folders (the build's .vite manifest) are never served; .well-known is. Methods other
 * than GET and HEAD are answered 405.
 */
export function staticSite(siteDir: string) {
  const assets = sirv(siteDir, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    etag: true,
    // Hashed assets never change; everything else (pages above all) is revalidated.
    setHeaders: (response, pathname) => {
      response.setHeader(
        'Cache-Control',
        hashedFolders.some((folder) => pathname.startsWith(folder))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  return (request: IncomingMessage, response: ServerResponse) => {
    // Files are only read: any other method is refused, saying which ones the site takes.
    if (!readMethods.includes(request.method ?? '')) {
      response.writeHead(405, { Allow: readMethods.join(', '), 'Content-Length': 0 });
      response.end();
      return;
    }
    // The web editor reads its files relative to /admin/, so it is only ever at that address.
    if (request.url === `/${adminDirectory}`) {
      response.writeHead(301, { Location: `/${adminDirectory}/` });
      response.end();
      return;
    }
    assets(request, response, () => {
      const locale = localeFromPath(request.url ?? '/');
      const page = join(siteDir, localeInfo[locale].prefix, '404.html');
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (existsSync(page)) createReadStream(page).pipe(response);
      else response.end('Not found');
    });
  };
}

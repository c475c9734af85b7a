import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { locales } from '../shared/locales';
import { localeInfo } from '../src/i18n/localeInfo';
import { localizePath } from '../src/i18n/localePath';
import { headTags, readSiteAssets } from '../shared/siteAssets';
import { compressFiles } from './compressFiles';
import { rateLimitedPage, rateLimitedPageFile } from './rateLimitedPage';
import { loadServerEntry } from '../shared/serverEntry';

interface PrerenderOptions {
  siteDir: string;
  serverEntry: string;
}

/** `/services` is written to services/index.html, which static hosts serve for `/services`. */
function outputFile(siteDir: string, path: string): string {
  return join(siteDir, path, 'index.html');
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function sitemap(paths: string[], siteUrl: string): string {
  const url = (path: string) => `${siteUrl}${path}`;
  const entries = paths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${url(localizePath(path, other))}"/>`,
        )
        .join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`;
      return `<url><loc>${url(localizePath(path, locale))}</loc>${alternates}${fallback}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export async function prerender({ siteDir, serverEntry }: PrerenderOptions): Promise<number> {
  const server = await loadServerEntry(serverEntry);
  const assets = readSiteAssets(siteDir);
  const pages = await server.sitePages();
  let count = 0;

  for (const { path } of pages) {
    for (const locale of locales) {
      const url = localizePath(path, locale);
      const page = await server.render(url, headTags(assets, { withApp: true }));
      if (page.status !== 200) {
        throw new Error(
          `The page ${url} could not be prerendered (status ${page.status}): ${page.error ?? 'no page for this address'}`,
        );
      }
      write(outputFile(siteDir, url), page.html);
      count += 1;
    }
  }

  for (const locale of locales) {
    const url = localizePath('/404', locale);
    const page = await server.render(url, headTags(assets, { withApp: true }));
    if (page.status !== 404) throw new Error(`The not-found page rendered with ${page.status}`);
    write(join(siteDir, localeInfo[locale].prefix, '404.html'), page.html);
    count += 1;
  }

  write(join(siteDir, rateLimitedPageFile), rateLimitedPage());

  const listed = pages.filter((page) => page.inSitemap).map((page) => page.path);
  write(join(siteDir, 'sitemap.xml'), sitemap(listed, server.siteUrl));
  write(
    join(siteDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`,
  );
  write(join(siteDir, '.well-known', 'security.txt'), await server.securityTxt(new Date()));
  compressFiles(siteDir);
  return count;
}

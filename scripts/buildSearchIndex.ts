import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { locales } from '../src/content/vocabulary';
import { localizePath } from '../src/i18n/localePath';
import { pageKind } from '../src/search/pageKind';
import { searchIndexDirectory } from '../src/search/searchIndexDirectory';
import { compressFiles } from './compressFiles';
import { loadServerEntry } from './serverEntry';

interface SearchIndexOptions {
  siteDir: string;
  serverEntry: string;
}

/**
 * What the index reads of a page: only its main content (the header, menus and footer are
 * the same on every page and would match every query), with the page's kind as a filter and
 * a meta field. The attributes are added here, not in the served HTML, whose every byte
 * counts towards the first round trip.
 */
function indexedHtml(html: string, path: string): string {
  const opening = '<main ';
  if (html.indexOf(opening) === -1 || html.indexOf(opening) !== html.lastIndexOf(opening)) {
    throw new Error(`The page ${path} does not have exactly one <main>, so it cannot be indexed.`);
  }
  const kind = pageKind(path);
  return html.replace(
    opening,
    `${opening}data-pagefind-body data-pagefind-filter="kind:${kind}" data-pagefind-meta="kind:${kind}" `,
  );
}

/**
 * What the browser needs of Pagefind's output: its search script and worker, the entry, each
 * language's WebAssembly and metadata, the index chunks and page fragments. Pagefind's own
 * ready-made interfaces are left out: the dialog is the site's.
 */
const servedFile =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.|pagefind\.|index\/|fragment\/|filter\/)/;

/**
 * The site search's index, from the prerendered pages: every page of the sitemap in both
 * languages (aliases such as /case-study/2 and the not-found page stay out). Pagefind splits
 * it by each page's <html lang>, so an Arabic page only ever searches Arabic pages.
 */
export async function buildSearchIndex({
  siteDir,
  serverEntry,
}: SearchIndexOptions): Promise<void> {
  const started = performance.now();
  const server = await loadServerEntry(serverEntry);
  const pages = (await server.sitePages()).filter((page) => page.inSitemap);
  const { index, errors } = await createIndex();
  if (index === undefined) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let count = 0;
  for (const { path } of pages) {
    for (const locale of locales) {
      const url = localizePath(path, locale);
      const html = readFileSync(join(siteDir, url, 'index.html'), 'utf8');
      const added = await index.addHTMLFile({ url, content: indexedHtml(html, path) });
      if (added.errors.length > 0)
        throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
      count += 1;
    }
  }
  const { files, errors: fileErrors } = await index.getFiles();
  if (fileErrors.length > 0)
    throw new Error(`Pagefind could not write its index: ${fileErrors.join('; ')}`);
  for (const file of files.filter((candidate) => servedFile.test(candidate.path))) {
    const target = join(siteDir, searchIndexDirectory, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  await close();
  // Its script and entry go compressed like the site's; the index files are gzip already.
  compressFiles(join(siteDir, searchIndexDirectory), /\.(js|json)$/);
  console.log(
    `✓ search index: ${count} pages (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

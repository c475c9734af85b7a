import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { locales } from '../shared/locales';
import { localizePath } from '../src/i18n/localePath';
import { pageKind } from '../src/search/pageKind';
import { searchIndexDirectory } from '../src/search/searchIndexDirectory';
import { compressFiles } from './compressFiles';
import { loadServerEntry } from '../shared/serverEntry';

interface SearchIndexOptions {
  siteDir: string;
  serverEntry: string;
}

/** Exactly one `opening` in the page, or the page cannot be indexed as the site means it. */
function withAttributes(html: string, path: string, opening: string, attributes: string): string {
  const at = html.indexOf(opening);
  if (at === -1 || at !== html.lastIndexOf(opening)) {
    throw new Error(
      `The page ${path} does not have exactly one ${opening}, so it cannot be indexed.`,
    );
  }
  return `${html.slice(0, at + opening.length)}${attributes} ${html.slice(at + opening.length)}`;
}

/**
 * What the index reads of a page: only its main content (the header, menus and footer are
 * the same on every page and would match every query), its kind as a filter and a meta
 * field, and as its title the page's own (og:title): the first h1, Pagefind's default, runs
 * the home page's rotating headline together. The attributes are added here, not in the
 * served HTML, whose every byte counts towards the first round trip.
 */
function indexedHtml(html: string, path: string): string {
  const kind = pageKind(path);
  const withBody = withAttributes(
    html,
    path,
    '<main ',
    `data-pagefind-body data-pagefind-filter="kind:${kind}" data-pagefind-meta="kind:${kind}"`,
  );
  return withAttributes(
    withBody,
    path,
    '<meta property="og:title"',
    ' data-pagefind-meta="title[content]"',
  );
}

/**
 * The words of a page's main content, to know a page that shows what another shows: a
 * section's address (/about/team) is its page scrolled to the section, and differs from it
 * only in the markup of its links (which one is current).
 */
const mainWords = (html: string) =>
  html.slice(html.indexOf('<main '), html.indexOf('</main>')).replace(/<[^>]*>/g, ' ');

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
 * it by each page's <html lang>, so an Arabic page only ever searches Arabic pages. Resolves
 * to the number of pages indexed.
 */
export async function buildSearchIndex({
  siteDir,
  serverEntry,
}: SearchIndexOptions): Promise<number> {
  const server = await loadServerEntry(serverEntry);
  const pages = (await server.sitePages()).filter((page) => page.inSitemap);
  const { index, errors } = await createIndex();
  if (index === undefined) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let count = 0;
  const indexed = new Set<string>();
  for (const { path } of pages) {
    for (const locale of locales) {
      const url = localizePath(path, locale);
      const html = readFileSync(join(siteDir, url, 'index.html'), 'utf8');
      // A section's address shows its page scrolled to the section: one result, not two.
      const words = mainWords(html);
      if (indexed.has(words)) continue;
      indexed.add(words);
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
  return count;
}

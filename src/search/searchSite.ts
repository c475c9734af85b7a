import { isRecord, type Pagefind } from './loadPagefind';
import { isPageKind, type PageKind } from './pageKind';
import { queryVariants } from './queryVariants';

/** One page a search found: its address, title, kind and an excerpt with the words marked. */
export interface SearchHit {
  url: string;
  title: string;
  kind: PageKind;
  /** Pagefind's excerpt: escaped text with the matched words in <mark>. */
  excerpt: string;
}

export interface SearchOutcome {
  /** How many pages match in all. */
  total: number;
  /** The best of them, in order. */
  hits: SearchHit[];
}

interface Found {
  id: string;
  score: number;
  data: () => Promise<unknown>;
}

function foundPages(response: unknown): Found[] {
  if (!isRecord(response) || !Array.isArray(response.results)) return [];
  return response.results.flatMap((result: unknown) => {
    if (!isRecord(result)) return [];
    const { id, score, data } = result;
    if (typeof id !== 'string' || typeof score !== 'number' || typeof data !== 'function') {
      return [];
    }
    const load = (): Promise<unknown> => Promise.resolve(Reflect.apply(data, result, []));
    return [{ id, score, data: load }];
  });
}

function hit(data: unknown): SearchHit[] {
  if (!isRecord(data) || !isRecord(data.meta)) return [];
  const { url, excerpt, meta } = data;
  if (typeof url !== 'string' || typeof excerpt !== 'string' || typeof meta.title !== 'string') {
    return [];
  }
  return [{ url, excerpt, title: meta.title, kind: isPageKind(meta.kind) ? meta.kind : 'page' }];
}

/**
 * The pages that match a query, best first: every form of it (queryVariants) is looked up
 * and a page found by several keeps its best score.
 */
export async function searchSite(
  pagefind: Pagefind,
  query: string,
  limit: number,
): Promise<SearchOutcome> {
  const responses = await Promise.all(queryVariants(query).map((form) => pagefind.search(form)));
  const best = new Map<string, Found>();
  for (const page of responses.flatMap(foundPages)) {
    const known = best.get(page.id);
    if (known === undefined || page.score > known.score) best.set(page.id, page);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const pages = await Promise.all(ranked.slice(0, limit).map((page) => page.data()));
  return { total: ranked.length, hits: pages.flatMap(hit) };
}

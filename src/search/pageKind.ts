/** What a search result is, shown beside its title; each has a name in `search.kinds`. */
export const pageKinds = [
  'service',
  'solution',
  'industry',
  'caseStudy',
  'article',
  'whitepaper',
  'event',
  'webinar',
  'page',
] as const;

export type PageKind = (typeof pageKinds)[number];

/** A document's address under its list's, e.g. `/services/cloud`: the list's own page is a page. */
const documentKinds: readonly (readonly [RegExp, PageKind])[] = [
  [/^\/services\/[^/]+$/, 'service'],
  [/^\/solutions\/[^/]+$/, 'solution'],
  [/^\/industries\/[^/]+$/, 'industry'],
  [/^\/case-studies\/(?!by-industry\/)[^/]+$/, 'caseStudy'],
  [/^\/insights\/blog\/[^/]+$/, 'article'],
  [/^\/insights\/whitepapers\/[^/]+$/, 'whitepaper'],
  // Events and webinars have no pages of their own: their lists are what a search finds.
  [/^\/insights\/events$/, 'event'],
  [/^\/insights\/webinars$/, 'webinar'],
];

/** The kind of the page at a language-neutral path (`/services/cloud`, not `/ar/...`). */
export function pageKind(path: string): PageKind {
  return documentKinds.find(([pattern]) => pattern.test(path))?.[1] ?? 'page';
}

export function isPageKind(value: unknown): value is PageKind {
  return pageKinds.some((kind) => kind === value);
}

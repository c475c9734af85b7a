import { pageKind, type PageKind } from '../search/pageKind';

/**
 * The search's kinds that are not one document: events and webinars are lists, and "page"
 * says nothing on a card, and a list's own name is its title already.
 */
const listKinds = ['page', 'event', 'webinar'] as const;

/** The search's kinds that are one document (a service, a case study, an article…). */
type DocumentKind = Exclude<PageKind, (typeof listKinds)[number]>;

function isDocumentKind(kind: PageKind): kind is DocumentKind {
  return !listKinds.some((listKind) => listKind === kind);
}

/**
 * What a page's social card says it is: a document's kind as the search names it, and for
 * any other page the part of the site it belongs to. Each has a name in `socialCard.kinds`
 * of scripts/buildStrings.
 */
export type CardKind =
  | DocumentKind
  | 'home'
  | 'services'
  | 'solutions'
  | 'industries'
  | 'caseStudies'
  | 'insights'
  | 'blog'
  | 'whitepapers'
  | 'about'
  | 'contact'
  | 'legal'
  | 'search'
  | 'page';

/** The part of the site a page's first path segments put it in. */
const sections: Record<string, CardKind> = {
  '': 'home',
  services: 'services',
  solutions: 'solutions',
  industries: 'industries',
  'case-studies': 'caseStudies',
  insights: 'insights',
  'insights/blog': 'blog',
  'insights/whitepapers': 'whitepapers',
  about: 'about',
  contact: 'contact',
  privacy: 'legal',
  terms: 'legal',
  search: 'search',
};

/** `cardKind('/services/cloud')` is `service`, `cardKind('/services')` is `services`. */
export function cardKind(neutralPath: string): CardKind {
  const kind = pageKind(neutralPath);
  if (isDocumentKind(kind)) return kind;
  const [first = '', second = ''] = neutralPath.split('/').filter(Boolean);
  // A page of a section not listed yet is still a page of the site.
  return sections[`${first}/${second}`] ?? sections[first] ?? 'page';
}

import {
  blogPosts,
  caseStudies,
  caseStudiesPages,
  industries,
  services,
  solutions,
  whitepapers,
} from './collections';
import { aboutSections, industrySlugs } from './vocabulary';

const fixedPaths = [
  '/',
  '/services',
  '/industries',
  '/case-studies',
  '/solutions',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/insights',
  '/insights/blog',
  '/insights/events',
  '/insights/webinars',
  '/insights/whitepapers',
  '/insights/research',
  '/insights/newsletters',
];

export interface SitePage {
  /** The English path; the page also exists under /ar. */
  path: string;
  /** False for aliases such as /case-study/2, whose canonical URL is another page. */
  inSitemap: boolean;
}

/** Every page of the site. The prerenderer and the sitemap read this one list. */
export async function sitePages(): Promise<SitePage[]> {
  const list = await caseStudiesPages.load('case-studies', 'en');
  const canonical = [
    ...fixedPaths,
    ...aboutSections.map((section) => `/about/${section}`),
    ...services.slugs.map((slug) => `/services/${slug}`),
    ...industries.slugs.map((slug) => `/industries/${slug}`),
    ...solutions.slugs.map((slug) => `/solutions/${slug}`),
    ...caseStudies.slugs.map((slug) => `/case-studies/${slug}`),
    ...industrySlugs.map((industry) => `/case-studies/by-industry/${industry}`),
    ...blogPosts.slugs.map((slug) => `/insights/blog/${slug}`),
    ...whitepapers.slugs.map((slug) => `/insights/whitepapers/${slug}`),
  ];
  const aliases = list.studies.map((_, index) => `/case-study/${index + 1}`);
  return [
    ...canonical.map((path) => ({ path, inSitemap: true })),
    ...aliases.map((path) => ({ path, inSitemap: false })),
  ];
}

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

/**
 * Every page of the site as an English path; each also exists under /ar. The prerenderer,
 * the sitemap and the link checks all read this one list.
 */
export async function sitePaths(): Promise<string[]> {
  const list = await caseStudiesPages.load('case-studies', 'en');
  return [
    ...fixedPaths,
    ...aboutSections.map((section) => `/about/${section}`),
    ...services.slugs.map((slug) => `/services/${slug}`),
    ...industries.slugs.map((slug) => `/industries/${slug}`),
    ...solutions.slugs.map((slug) => `/solutions/${slug}`),
    ...caseStudies.slugs.map((slug) => `/case-studies/${slug}`),
    ...industrySlugs.map((industry) => `/case-studies/by-industry/${industry}`),
    ...list.studies.map((_, index) => `/case-study/${index + 1}`),
    ...blogPosts.slugs.map((slug) => `/insights/blog/${slug}`),
    ...whitepapers.slugs.map((slug) => `/insights/whitepapers/${slug}`),
  ];
}

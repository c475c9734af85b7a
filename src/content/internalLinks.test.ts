import { describe, expect, it } from 'vitest';
import { caseStudiesPages } from './collections';
import { footerQuickLinks, footerServiceLinks } from './navigation';
import { sitePages } from '../routing/sitePages';

const paths = new Set((await sitePages()).map((page) => page.path));
const resolves = (href: string) => paths.has(href.split('#')[0] ?? href);

/**
 * Links written in content/ (the main menu's among them) are checked by `npm run content`;
 * these are the ones in code.
 */
describe('internal links', () => {
  it('every footer link leads to a page of the site', () => {
    const hrefs = [...footerQuickLinks, ...footerServiceLinks].map((link) => link.href);
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
  });

  it('lists every page once, aliases and the search page kept out of the sitemap', async () => {
    const pages = await sitePages();
    const list = await caseStudiesPages.load('case-studies', 'en');
    /** Card n of the case studies list is also /case-study/n. */
    const aliases = list.studies.map((_, index) => `/case-study/${index + 1}`);
    /** The search page is a tool with nothing of its own for a search engine to list. */
    const unlisted = [...aliases, '/search'];
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(
      pages
        .filter((page) => !page.inSitemap)
        .map((page) => page.path)
        .sort(),
    ).toEqual(unlisted.sort());
  });
});

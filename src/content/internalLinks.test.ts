import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies, caseStudiesPages, homePages, testimonials } from './collections';
import { footerQuickLinks, footerServiceLinks, megaMenu, mobileMenu } from './navigation';
import { sitePages } from './sitePages';

const generated = '.contentlayer/generated';

/** Every `href` written in a content file, with the file it comes from. */
function contentLinks(): { file: string; href: string }[] {
  const links: { file: string; href: string }[] = [];
  const collect = (value: unknown, file: string) => {
    if (Array.isArray(value)) value.forEach((item) => collect(item, file));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, nested] of Object.entries(value)) {
        if (key === 'href' && typeof nested === 'string') links.push({ file, href: nested });
        else if (key !== '_raw') collect(nested, file);
      }
    }
  };
  for (const type of readdirSync(generated, { withFileTypes: true })) {
    if (!type.isDirectory()) continue;
    for (const name of readdirSync(join(generated, type.name))) {
      if (name.endsWith('.json') && !name.startsWith('_')) {
        collect(JSON.parse(readFileSync(join(generated, type.name, name), 'utf8')), name);
      }
    }
  }
  return links;
}

const paths = new Set((await sitePages()).map((page) => page.path));
const resolves = (href: string) => paths.has(href.split('#')[0] ?? href);

describe('internal links', () => {
  it('every link written in content/ leads to a page of the site', () => {
    const links = contentLinks();
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter(({ href }) => !resolves(href))).toEqual([]);
  });

  it('every menu and footer link leads to a page of the site', () => {
    const hrefs = [
      ...megaMenu.flatMap((section) => [
        section.viewAll,
        ...section.links.map((link) => link.href),
      ]),
      ...[...mobileMenu, ...footerQuickLinks, ...footerServiceLinks].map((link) => link.href),
    ];
    expect(hrefs.filter((href) => !resolves(href))).toEqual([]);
  });

  it('the case studies list names only studies that exist', async () => {
    const list = await caseStudiesPages.load('case-studies', 'en');
    expect(list.studies).not.toHaveLength(0);
    expect(list.studies.filter((slug) => !caseStudies.has(slug))).toEqual([]);
  });

  it('the home page quotes only testimonials that exist', async () => {
    const home = await homePages.load('home', 'en');
    expect(home.testimonials.testimonials).toHaveLength(3);
    expect(home.testimonials.testimonials.filter((slug) => !testimonials.has(slug))).toEqual([]);
  });

  it('lists every page once, aliases kept out of the sitemap', async () => {
    const pages = await sitePages();
    const list = await caseStudiesPages.load('case-studies', 'en');
    /** Card n of the case studies list is also /case-study/n. */
    const aliases = list.studies.map((_, index) => `/case-study/${index + 1}`);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(
      pages
        .filter((page) => !page.inSitemap)
        .map((page) => page.path)
        .sort(),
    ).toEqual(aliases.sort());
  });
});

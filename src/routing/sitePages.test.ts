import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newestFirst } from '../content/blogOrder';
import {
  blogPosts,
  caseStudies,
  industries,
  services,
  solutions,
  whitepapers,
} from '../content/collections';
import { calendarDay } from '../content/schedule';
import { sitePages } from './sitePages';

const routesDir = join(import.meta.dirname, '..', 'routes');

/** Page routes from the route files: `{-$locale}/services/$slug.tsx` → `/services/$slug`. */
function routeFileTemplates(): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/(^|\/)(__root|route)\.tsx$/.test(file))
    .map((file) => {
      const path = relative('{-$locale}', file)
        .replace(/\.tsx$/, '')
        .replace(/(^|\/)index$/, '');
      return `/${path}`;
    });
}

// Built now, whatever build moment the shell running the test has.
beforeEach(() => {
  vi.stubEnv('VITE_BUILD_DATE', new Date().toISOString());
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the pages the build prerenders', () => {
  it('include a page for every route file', async () => {
    const paths = (await sitePages()).map((page) => page.path);
    for (const template of routeFileTemplates()) {
      const pattern = new RegExp(`^${template.replace(/\$\w+/g, '[^/]+')}$`);
      expect(
        paths.some((path) => pattern.test(path)),
        `no page for ${template}`,
      ).toBe(true);
    }
  });

  it('include every document of each collection with its own page, once', async () => {
    const paths = (await sitePages()).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const expected = [
      ...(await services.loadSlugs('en')).map((slug) => `/services/${slug}`),
      ...(await industries.loadSlugs('en')).map((slug) => `/industries/${slug}`),
      ...(await solutions.loadSlugs('en')).map((slug) => `/solutions/${slug}`),
      ...(await caseStudies.loadSlugs('en')).map((slug) => `/case-studies/${slug}`),
      ...(await blogPosts.loadSlugs('en')).map((slug) => `/insights/blog/${slug}`),
      ...(await whitepapers.loadSlugs('en')).map((slug) => `/insights/whitepapers/${slug}`),
    ];
    expect(paths).toEqual(expect.arrayContaining(expected));
  });

  it('keep the numbered case-study aliases and the search page out of the sitemap, and only them', async () => {
    const pages = await sitePages();
    for (const page of pages) {
      const unlisted = page.path.startsWith('/case-study/') || page.path === '/search';
      expect(page.inSitemap, page.path).toBe(!unlisted);
    }
    expect(pages.map((page) => page.path)).toContain('/search');
  });

  describe('on the day before an article is dated', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    });

    it('leave that article out, so it is neither prerendered nor in the sitemap', async () => {
      const [newest, ...others] = newestFirst(await blogPosts.loadAll('en'));
      if (!newest) throw new Error('The blog has articles');
      // One minute before the article's day begins in Riyadh, as a build would run then.
      const eve = Date.parse(`${calendarDay(newest.date)}T00:00:00+03:00`) - 60 * 1000;
      vi.setSystemTime(eve);
      vi.stubEnv('VITE_BUILD_DATE', new Date(eve).toISOString());
      const paths = (await sitePages()).map((page) => page.path);
      expect(paths).not.toContain(`/insights/blog/${newest.slug}`);
      expect(paths).toEqual(
        expect.arrayContaining(
          others
            .filter((post) => calendarDay(post.date) < calendarDay(newest.date))
            .map((post) => `/insights/blog/${post.slug}`),
        ),
      );
    });
  });
});

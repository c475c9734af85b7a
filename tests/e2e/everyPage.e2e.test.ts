import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { localizePath, stripLocale } from '../../src/i18n/localePath';
import { sitePages } from '../../src/routing/sitePages';
import { locales } from '../../shared/locales';
import { internalLinks, isAlias, isArabic, isUnlisted } from './pagePaths';
import { baseUrl, builtPaths, pageTest, sitemapPaths } from './browser';

/**
 * What holds across the pages: which are built, that links reach them all, and that no two
 * share a title or description. Each page's own checks run on its two visits in
 * visitEachPage.ts, shared out between the everyPage.part<n>.e2e.test.ts files.
 */
const paths = builtPaths();

/** Every link of the desktop mega-menu, opening each section in turn. */
async function menuLinks(page: Page): Promise<string[]> {
  const links: string[] = [];
  const triggers = page.locator('header nav button[aria-expanded]');
  for (let index = 0; index < (await triggers.count()); index += 1) {
    // By keyboard: a pointer passing over the next trigger would open it on hover already.
    await triggers.nth(index).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('header nav [data-state="open"] a');
    links.push(
      ...(await page.$$eval('header nav a', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      )),
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('header nav [data-state="open"] a', { state: 'detached' });
  }
  return links.filter((href) => href.startsWith('/'));
}

describe('every page of both languages', () => {
  pageTest('builds every page of the route table in English and Arabic', async () => {
    const english = paths.filter((path) => !isArabic(path));
    expect(paths.filter(isArabic).map(stripLocale)).toEqual(english);
    for (const path of [
      '/services',
      '/case-study/1',
      '/about/careers',
      '/insights/blog/5g-edge-computing',
    ]) {
      expect(english).toContain(path);
    }
    // The pages below are the built ones: each page of the site's list must be among them.
    const listed = (await sitePages()).flatMap(({ path }) =>
      locales.map((locale) => localizePath(path, locale)),
    );
    expect(paths).toEqual(listed.sort());
    const sitemap = await sitemapPaths();
    expect(sitemap).toEqual(expect.arrayContaining(paths.filter((path) => !isUnlisted(path))));
    expect(sitemap.filter(isUnlisted)).toEqual([]);
  });

  pageTest(
    'leads nowhere to the 404 page, following every link from the home page in both languages',
    async ({ open }) => {
      // The mega-menu renders a section's links when it opens: open each one in the browser.
      const start: string[] = [];
      for (const home of ['/', '/ar']) {
        const { page } = await open(home);
        start.push(home, ...(await menuLinks(page)));
      }
      const seen = new Set<string>();
      const broken: string[] = [];
      for (let path = start.shift(); path !== undefined; path = start.shift()) {
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await fetch(`${baseUrl}${path}`);
        if (response.status !== 200) broken.push(`${path} → ${response.status}`);
        start.push(...internalLinks(await response.text()));
      }
      expect(broken).toEqual([]);
      expect([...seen].sort()).toEqual(paths);
    },
  );

  pageTest('gives every page its own title and description', async () => {
    const entries = await Promise.all(
      paths
        .filter((path) => !isAlias(path))
        .map(async (path) => {
          const html = await (await fetch(`${baseUrl}${path}`)).text();
          return {
            title: /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '',
            description: /<meta name="description" content="([^"]{40,})"/.exec(html)?.[1] ?? '',
          };
        }),
    );
    expect(entries.every(({ title, description }) => title && description)).toBe(true);
    expect(new Set(entries.map(({ title }) => title)).size).toBe(entries.length);
    expect(new Set(entries.map(({ description }) => description)).size).toBe(entries.length);
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  builtPaths,
  launchBrowser,
  sitemapPaths,
  themeToggle,
  waitForHydration,
  watchConsole,
} from './browser';

const paths = builtPaths();
const siteUrl = 'https://www.taybadigital.com.sa';
const isArabic = (path: string) => path === '/ar' || path.startsWith('/ar/');
const englishPath = (path: string) => (isArabic(path) ? path.slice(3) || '/' : path);
const isAlias = (path: string) => /^\/case-study\/\d+$/.test(englishPath(path));

const built = new Set(paths);
/** Internal links of a page's HTML that lead to no built page (they would show the 404). */
const deadLinks = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)]
    .map(([, href = '']) => (href.length > 1 ? href.replace(/\/$/, '') : href))
    .filter((href) => !built.has(href));

const heads = new Map<string, { title: string; description: string }>();

describe('every route of both languages', () => {
  let browser: Browser;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => page?.close());
  afterAll(() => browser.close());

  it('builds every page of the route table in English and Arabic', async () => {
    const english = paths.filter((path) => !isArabic(path));
    expect(paths.filter(isArabic).map(englishPath)).toEqual(english);
    for (const path of [
      '/services',
      '/case-study/1',
      '/about/careers',
      '/insights/blog/5g-edge-computing',
    ]) {
      expect(english).toContain(path);
    }
    expect(await sitemapPaths()).toEqual(
      expect.arrayContaining(paths.filter((path) => !isAlias(path))),
    );
    expect((await sitemapPaths()).filter(isAlias)).toEqual([]);
  });

  it.each(paths)('%s is prerendered with its h1 and head, then hydrates cleanly', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const arabic = isArabic(path);
    expect(html).toMatch(
      arabic ? /<html lang="ar" dir="rtl" class="rtl"/ : /<html lang="en" dir="ltr"/,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(deadLinks(html)).toEqual([]);
    expect(html).toContain(`<meta property="og:locale" content="${arabic ? 'ar_SA' : 'en_US'}"/>`);
    expect(html).toContain('<meta name="theme-color" content="#5271ff"/>');

    if (!isAlias(path)) {
      const neutral = englishPath(path);
      const arabicPath = neutral === '/' ? '/ar' : `/ar${neutral}`;
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${siteUrl}${neutral}"/>`);
      expect(html).toContain(
        `<link rel="alternate" hrefLang="ar" href="${siteUrl}${arabicPath}"/>`,
      );
      expect(html).toContain(
        `<link rel="alternate" hrefLang="x-default" href="${siteUrl}${neutral}"/>`,
      );
      heads.set(path, {
        title: /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '',
        description: /<meta name="description" content="([^"]{40,})"/.exec(html)?.[1] ?? '',
      });
    }

    page = await browser.newPage();
    const messages = watchConsole(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const before = await page.getAttribute('html', 'data-theme');
    await page.click(themeToggle);
    expect(await page.getAttribute('html', 'data-theme')).not.toBe(before);
    expect(messages).toEqual([]);
  });

  it('leads nowhere to the 404 page, following every link from the home page in both languages', async () => {
    const seen = new Set<string>();
    const queue = ['/', '/ar'];
    const broken: string[] = [];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await fetch(`${baseUrl}${path}`);
      if (response.status !== 200) broken.push(`${path} → ${response.status}`);
      const html = await response.text();
      for (const [, href = ''] of html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)) {
        queue.push(href.length > 1 ? href.replace(/\/$/, '') : href);
      }
    }
    expect(broken).toEqual([]);
    // Every page is reachable; only the /case-study/n aliases come from the list cards alone.
    expect(seen.size).toBe(paths.length);
  });

  it('gives every page its own title and description', () => {
    const entries = [...heads.values()];
    expect(entries.length).toBe(paths.filter((path) => !isAlias(path)).length);
    expect(entries.every(({ title, description }) => title && description)).toBe(true);
    expect(new Set(entries.map(({ title }) => title)).size).toBe(entries.length);
    expect(new Set(entries.map(({ description }) => description)).size).toBe(entries.length);
  });
});

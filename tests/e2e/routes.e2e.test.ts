import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseUrl, builtPaths, pageTest, sitemapPaths, themeToggle } from './browser';

const paths = builtPaths();
const siteUrl = 'https://www.taybadigital.com.sa';
const isArabic = (path: string) => path === '/ar' || path.startsWith('/ar/');
const englishPath = (path: string) => (isArabic(path) ? path.slice(3) || '/' : path);
const isAlias = (path: string) => /^\/case-study\/\d+$/.test(englishPath(path));
/** Kept out of the sitemap: the aliases, and the search page, a tool with nothing to list. */
const isUnlisted = (path: string) => isAlias(path) || englishPath(path) === '/search';

const built = new Set(paths);
/** The site paths a page's HTML links to, without fragments or trailing slashes. */
const internalLinks = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)].map(([, href = '']) =>
    href.length > 1 ? href.replace(/\/$/, '') : href,
  );
/** Internal links of a page's HTML that lead to no built page (they would show the 404). */
const deadLinks = (html: string) => internalLinks(html).filter((href) => !built.has(href));

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

/**
 * Text the reader would get wrong: on English pages, Arabic words outside an element with
 * lang="ar" (WCAG 3.1.2); on Arabic pages, phone numbers outside a left-to-right island
 * (their digit groups would show in reverse order).
 */
function misreadText(arabicPage: boolean): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const element = node.parentElement;
    if (!element || element.closest('script, style')) continue;
    const misread = arabicPage
      ? /\+?\d{2,}(?: \d{2,}){2,}/.test(text) && !element.closest('[dir="ltr"]')
      : /[\u0600-\u06ff]/.test(text) && element.closest('[lang]')?.getAttribute('lang') !== 'ar';
    if (misread) found.push(text);
  }
  return found;
}

/** Headings that skip a level ("h2 Our Services → h4 Cloud"); the first must be the h1. */
function skippedHeadings(): string[] {
  const skips: string[] = [];
  let previous = 0;
  let previousText = '(start)';
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName[1]);
    const text = `h${level} ${heading.textContent.trim()}`;
    if (level > previous + 1) skips.push(`${previousText} → ${text}`);
    previous = level;
    previousText = text;
  }
  return skips;
}

const heads = new Map<string, { title: string; description: string }>();

describe('every route of both languages', () => {
  pageTest('builds every page of the route table in English and Arabic', async () => {
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
      expect.arrayContaining(paths.filter((path) => !isUnlisted(path))),
    );
    expect((await sitemapPaths()).filter(isUnlisted)).toEqual([]);
  });

  // The pages share nothing: a few load at once (maxConcurrency); the title and description
  // test below runs after all of them.
  pageTest.concurrent.for(paths)(
    '%s is prerendered with its h1 and head, then hydrates cleanly in the dark theme',
    async (path, { open, expect }) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const arabic = isArabic(path);
      expect(html).toMatch(
        arabic ? /<html lang="ar" dir="rtl" class="rtl"/ : /<html lang="en" dir="ltr"/,
      );
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(deadLinks(html)).toEqual([]);
      expect(html).toContain(
        `<meta property="og:locale" content="${arabic ? 'ar_SA' : 'en_US'}"/>`,
      );
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

      // The dark theme is set before the first paint while the prerendered markup is light:
      // hydration must not trip over it, and the toggle must show the theme in use.
      const { page, messages } = await open(path, { colorScheme: 'dark' });
      expect(await page.evaluate(misreadText, arabic)).toEqual([]);
      expect(await page.evaluate(skippedHeadings)).toEqual([]);
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      // React renders the toggle again, with the theme in use, just after hydrating.
      await expect.poll(() => page.getAttribute(themeToggle, 'aria-pressed')).toBe('true');
      await page.click(themeToggle);
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      expect(await page.getAttribute(themeToggle, 'aria-pressed')).toBe('false');
      expect(messages).toEqual([]);
    },
  );

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

  pageTest('gives every page its own title and description', () => {
    const entries = [...heads.values()];
    expect(entries.length).toBe(paths.filter((path) => !isAlias(path)).length);
    expect(entries.every(({ title, description }) => title && description)).toBe(true);
    expect(new Set(entries.map(({ title }) => title)).size).toBe(entries.length);
    expect(new Set(entries.map(({ description }) => description)).size).toBe(entries.length);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { localizePath } from '../../src/i18n/localePath';
import { sitePages } from '../../src/routing/sitePages';
import { locales } from '../../shared/locales';
import { axeViolations } from './axeViolations';
import { holdStill } from './holdStill';
import { baseUrl, builtPaths, pageTest, sitemapPaths, themeToggle } from './browser';

/**
 * Every page is loaded twice, once with JavaScript and once without, and every check of a
 * single page runs on one of those two visits: a page load (above all a hydration) costs far
 * more than a check, so a new per-page check belongs on a visit here, not on a visit of its own.
 */
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

/**
 * Waits for colour transitions to end, so axe does not read colours half-way, and resolves
 * to the page's background colour then.
 */
function settledBackground(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished));
    return getComputedStyle(document.body).backgroundColor;
  });
}

/** WCAG 2.2's target size (2.5.8) is off by default in axe; the site is held to it. */
const axeWithTargetSize = (page: Page) =>
  axeViolations(page, { options: { rules: { 'target-size': { enabled: true } } } });

/** A heading's words, lower-cased, without punctuation: "Industries We Serve" → industries, we, serve. */
const wordsOf = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== ''),
  );

/**
 * Whether the h2 says nothing the h1 has not said: every one of its words is in the h1
 * ("Whitepapers" under "Whitepapers", "Industries" under "Industries We Serve"). "Upcoming
 * events" under "Events" names a part of the page and passes.
 */
function repeats(h1: string, h2: string): boolean {
  const said = wordsOf(h1);
  const words = [...wordsOf(h2)];
  return words.length > 0 && words.every((word) => said.has(word));
}

/**
 * The address of each picture a page shows: the file the browser chose (`currentSrc`) or,
 * for a lazy picture not yet fetched, its `src`; without the query, so one drawing under
 * two cache-busting queries still counts as one.
 */
const pictureAddresses = (page: Page) =>
  page.$$eval('img', (images) =>
    images.map((image) => new URL(image.currentSrc || image.src, document.baseURI).pathname),
  );

const heads = new Map<string, { title: string; description: string }>();

describe('every page of both languages', () => {
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
    // The pages below are the built ones: each page of the site's list must be among them.
    const listed = (await sitePages()).flatMap(({ path }) =>
      locales.map((locale) => localizePath(path, locale)),
    );
    expect(paths).toEqual(listed.sort());
    expect(await sitemapPaths()).toEqual(
      expect.arrayContaining(paths.filter((path) => !isUnlisted(path))),
    );
    expect((await sitemapPaths()).filter(isUnlisted)).toEqual([]);
  });

  // The pages share nothing: a few load at once (maxConcurrency); the title and description
  // test below runs after all of them.
  pageTest.concurrent.for(paths)(
    '%s with JavaScript: hydrates cleanly in the dark theme, switches theme, and axe finds nothing in either theme',
    async (path, { open, expect }) => {
      // The dark theme is set before the first paint while the prerendered markup is light:
      // hydration must not trip over it, and the toggle must show the theme in use.
      const { page, messages } = await open(path, { colorScheme: 'dark', axe: true });
      expect
        .soft(await page.evaluate(misreadText, isArabic(path)), 'text read in the wrong language')
        .toEqual([]);
      expect.soft(await page.evaluate(skippedHeadings), 'headings that skip a level').toEqual([]);
      expect(await page.getAttribute('html', 'data-theme'), 'theme at load').toBe('dark');
      // React renders the toggle again, with the theme in use, just after hydrating.
      await expect
        .poll(() => page.getAttribute(themeToggle, 'aria-pressed'), {
          message: 'the theme toggle shows the dark theme',
        })
        .toBe('true');
      await page.click(themeToggle);
      expect(await page.getAttribute('html', 'data-theme'), 'theme after the toggle').toBe('light');
      expect(
        await page.getAttribute(themeToggle, 'aria-pressed'),
        'the theme toggle shows the light theme',
      ).toBe('false');

      await holdStill(page);
      const lightBackground = await settledBackground(page);
      const light = await axeWithTargetSize(page);
      await page.click(themeToggle);
      expect(await page.getAttribute('html', 'data-theme'), 'theme after toggling back').toBe(
        'dark',
      );
      const darkBackground = await settledBackground(page);
      const dark = await axeWithTargetSize(page);
      // The switch took: a page that looked the same in both themes would be checked once.
      expect(darkBackground, 'the page background in the dark theme').not.toBe(lightBackground);
      expect.soft({ light, dark }, 'axe violations by theme').toEqual({ light: [], dark: [] });
      expect.soft(messages, 'console errors and warnings').toEqual([]);
    },
  );

  pageTest.concurrent.for(paths)(
    '%s without JavaScript: is prerendered with its h1 and head, opens its content without repeating the h1, shows no picture twice, and never scrolls sideways at 390 px',
    async (path, { open, expect }) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, 'HTTP status').toBe(200);
      const html = await response.text();
      const arabic = isArabic(path);
      expect
        .soft(html, 'the html element')
        .toMatch(arabic ? /<html lang="ar" dir="rtl" class="rtl"/ : /<html lang="en" dir="ltr"/);
      expect.soft(html.match(/<h1[\s>]/g), 'h1 elements in the HTML').toHaveLength(1);
      expect.soft(deadLinks(html), 'links to no built page').toEqual([]);
      expect
        .soft(html, 'og:locale')
        .toContain(`<meta property="og:locale" content="${arabic ? 'ar_SA' : 'en_US'}"/>`);
      expect.soft(html, 'theme-color').toContain('<meta name="theme-color" content="#5271ff"/>');

      if (!isAlias(path)) {
        const neutral = englishPath(path);
        const arabicPath = neutral === '/' ? '/ar' : `/ar${neutral}`;
        expect
          .soft(html, 'canonical link')
          .toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
        expect
          .soft(html, 'English alternate')
          .toContain(`<link rel="alternate" hrefLang="en" href="${siteUrl}${neutral}"/>`);
        expect
          .soft(html, 'Arabic alternate')
          .toContain(`<link rel="alternate" hrefLang="ar" href="${siteUrl}${arabicPath}"/>`);
        expect
          .soft(html, 'x-default alternate')
          .toContain(`<link rel="alternate" hrefLang="x-default" href="${siteUrl}${neutral}"/>`);
        heads.set(path, {
          title: /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '',
          description: /<meta name="description" content="([^"]{40,})"/.exec(html)?.[1] ?? '',
        });
      }

      // The page as crawlers and visitors without JavaScript get it, at the default 1280 px.
      const { page } = await open(path, { javaScript: false });

      // The headings as prerendered: what a crawler and a screen reader meet first.
      const text = (selector: string) =>
        page.$eval(selector, (heading) => heading.textContent.trim()).catch(() => '');
      const h1 = await text('main h1');
      const h2 = await text('main h2');
      expect.soft(h1, 'the h1 in main').not.toBe('');
      expect
        .soft(repeats(h1, h2), `the first h2 repeats the h1: h1 "${h1}", first h2 "${h2}"`)
        .toBe(false);

      const addresses = await pictureAddresses(page);
      const repeated = addresses.filter((address, index) => addresses.indexOf(address) !== index);
      expect.soft(repeated, 'pictures shown twice').toEqual([]);

      // The same page on a phone: the browser lays it out again at the new width.
      await page.setViewportSize({ width: 390, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, 'px scrolled sideways at 390 px').toBeLessThanOrEqual(0);
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

import type { Page } from 'playwright-core';
import { localizePath, stripLocale } from '../../src/i18n/localePath';
import { locales } from '../../shared/locales';
import { axeViolations } from './axeViolations';
import { holdStill } from './holdStill';
import { deadEndCards } from './deadEndCards';
import { onePagePerKind } from './onePagePerKind';
import { unexpectedPrimaryActions } from './unexpectedPrimaryActions';
import { internalLinks, isAlias, isArabic } from './pagePaths';
import { builtPaths, pageTest, themeToggle } from './browser';

const siteUrl = 'https://www.taybadigital.com.sa';

const allPaths = builtPaths();
const built = new Set(allPaths);
/** Internal links of a page's HTML that lead to no built page (they would show the 404). */
const deadLinks = (html: string) => internalLinks(html).filter((href) => !built.has(href));

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

/**
 * WCAG 2.2's target size (2.5.8) is off by default in axe; the site is held to it. Only
 * violations are reported, so axe writes out the passed, inapplicable and incomplete
 * results with one element each (`resultTypes`) instead of building a selector for every
 * element they hold; which rules are run and which violations are found stay the same.
 */
const axeWithTargetSize = (page: Page) =>
  axeViolations(page, {
    options: { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } },
  });

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

let cardPages: Promise<Set<string>> | undefined;
/** Whether the page's cards are checked: they are on one page of each kind, in both languages. */
async function checksCards(path: string): Promise<boolean> {
  cardPages ??= onePagePerKind().then(
    (english) =>
      new Set(english.flatMap((page) => locales.map((locale) => localizePath(page, locale)))),
  );
  return (await cardPages).has(path);
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

/**
 * Loads each page of one part of the site twice, once with JavaScript and once without, and
 * runs every check of a single page on one of those two visits: a page load (above all a
 * hydration) costs far more than a check, so a new per-page check belongs on a visit here,
 * not on a visit of its own. Part `part` of `parts` is every `parts`-th built page from the
 * `part`-th on, so the everyPage.part<n> files each get as many pages of each language and
 * kind, and run about as long. The pages share nothing: a few of a file's load at once
 * (maxConcurrency).
 */
export function visitEachPage(part: number, parts: number): void {
  const paths = allPaths.filter((_, index) => index % parts === part - 1);
  pageTest.concurrent.for(paths)(
    '%s with JavaScript: hydrates cleanly in the dark theme, switches theme, axe finds nothing in either theme, and (one page of each kind) every card that looks like a link is one',
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

      // Last, as it scrolls, hovers and widens the page: a card is read by its surface in the
      // theme in use, so the dark one serves as well as the light.
      if (await checksCards(path)) {
        expect
          .soft(await deadEndCards(page, path), 'cards that look like links and are not one link')
          .toEqual([]);
      }
      expect.soft(messages, 'console errors and warnings').toEqual([]);
    },
  );

  pageTest.concurrent.for(paths)(
    '%s without JavaScript: is prerendered with its h1 and head, opens its content without repeating the h1, shows no picture twice, names its filled contact buttons as specified, and never scrolls sideways at 390 px',
    async (path, { open, expect }) => {
      // The page as crawlers and visitors without JavaScript get it, at the default 1280 px;
      // its HTML is the response the browser loaded.
      const { page, response } = await open(path, { javaScript: false });
      expect(response?.status(), 'HTTP status').toBe(200);
      const html = (await response?.text()) ?? '';
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
        const neutral = stripLocale(path);
        const arabicPath = localizePath(neutral, 'ar');
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
      }

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

      expect
        .soft(
          await unexpectedPrimaryActions(page, path),
          'filled buttons to the contact page with a label the specification does not name',
        )
        .toEqual([]);

      // The same page on a phone: the browser lays it out again at the new width.
      await page.setViewportSize({ width: 390, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, 'px scrolled sideways at 390 px').toBeLessThanOrEqual(0);
    },
  );
}

import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Locale } from '../../shared/locales';
import arInterface from '../../src/i18n/locales/ar.json';
import enInterface from '../../src/i18n/locales/en.json';
import { localizePath } from '../../src/i18n/localePath';
import arField from '../../src/search/fieldLocales/ar.json';
import enField from '../../src/search/fieldLocales/en.json';
import arSearch from '../../src/search/locales/ar.json';
import enSearch from '../../src/search/locales/en.json';
import { axeViolations } from './axeViolations';
import { openInContext, pageTest } from './browser';
import { holdStill } from './holdStill';
import { arabicSearchCases, englishSearchCases } from './searchQueries';

/** A page's words once the search has loaded: the interface strings, the search's and its field's. */
const en = {
  ...enInterface,
  ...enSearch,
  search: { ...enInterface.search, ...enSearch.search, label: enField.label },
  notFound: { ...enInterface.notFound, searchHint: enField.missingPathHint },
};
const ar = {
  ...arInterface,
  ...arSearch,
  search: { ...arInterface.search, ...arSearch.search, label: arField.label },
  notFound: { ...arInterface.notFound, searchHint: arField.missingPathHint },
};

let page: Page;

const languages = [
  { locale: 'en', strings: en, cases: englishSearchCases },
  { locale: 'ar', strings: ar, cases: arabicSearchCases },
] as const;
type Strings = (typeof languages)[number]['strings'];
/** Each language under its code, which names the test (`test.for` would quote `$locale`). */
const byLocale = languages.map((language) => [language.locale, language] as const);

/** A path in the other language's pages: every result must be in the page's own language. */
const isArabicPath = (path: string) => path === '/ar' || path.startsWith('/ar/');

/** The addresses of the results shown, once the search has answered. */
async function resultPaths(strings: Strings, within: Locator): Promise<string[]> {
  const results = within.getByRole('list', { name: strings.search.results }).getByRole('link');
  await results.first().waitFor();
  return results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * Words no page holds. Typed between two queries, they empty the results: the panel keeps
 * the last results on screen while it looks up the next words, so once nothing is listed,
 * the list that appears next is the next query's.
 */
const matchesNothing = 'qqzzxq';

/**
 * One /search page per language for all its queries, opened with those words in `?q=`: a
 * page load and its hydration cost far more than a search. Each query's test empties the
 * results first, so it reads what its own words found.
 */
const queryTest = pageTest.extend(
  'searchPageIn',
  { scope: 'file' },
  ({ browser }, { onCleanup }) => {
    const pages = new Map<string, Promise<Page>>();
    onCleanup(async () => {
      for (const opened of pages.values()) await (await opened).context().close();
    });
    return (locale: Locale): Promise<Page> => {
      const known = pages.get(locale);
      if (known) return known;
      const opened = openInContext(
        browser,
        `${localizePath('/search', locale)}?q=${matchesNothing}`,
      ).then((opened) => opened.page);
      pages.set(locale, opened);
      return opened;
    };
  },
);

describe('the search finds, in each language, the pages a query names', () => {
  const cases = languages.flatMap(({ locale, strings, cases: list }) =>
    list.map((searchCase) => [locale, searchCase.query, searchCase, strings] as const),
  );
  queryTest.for(cases)(
    '%s: «%s»',
    async ([locale, query, { pages }, strings], { searchPageIn, expect }) => {
      const searchPage = await searchPageIn(locale);
      const main = searchPage.getByRole('main');
      const field = main.getByRole('searchbox', { name: strings.search.label });
      await field.fill(matchesNothing);
      await expect
        .poll(() => main.getByRole('list', { name: strings.search.results }).count())
        .toBe(0);
      await field.fill(query);
      const found = await resultPaths(strings, main);
      for (const path of pages) expect(found).toContain(localizePath(path, locale));
      for (const path of found) expect(isArabicPath(path)).toBe(locale === 'ar');
    },
  );
});

describe('the header’s search', () => {
  pageTest.for(byLocale)(
    'on the %s home page finds pages in that language only',
    async ([locale, { strings, cases }], { open }) => {
      ({ page } = await open(localizePath('/', locale), { width: 1280 }));
      await page.locator('header').getByRole('link', { name: strings.search.open }).click();
      const dialog = page.getByRole('dialog', { name: strings.search.title });
      const [first] = cases;
      await dialog.getByRole('searchbox', { name: strings.search.label }).fill(first?.query ?? '');
      const found = await resultPaths(strings, dialog);
      expect(found).toContain(localizePath(first?.pages[0] ?? '', locale));
      for (const path of found) expect(isArabicPath(path)).toBe(locale === 'ar');
      // Right to left on Arabic pages: the dialog follows the page's direction.
      const direction = await dialog.evaluate((element) => getComputedStyle(element).direction);
      expect(direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    },
  );

  pageTest(
    'loads nothing of the search until the pointer comes to its control',
    async ({ open }) => {
      ({ page } = await open('/', { firstVisit: true }));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.mouse.move(10, 400);
      await page.waitForTimeout(300);
      expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
      await page.locator('header').getByRole('link', { name: en.search.open }).hover();
      await expect.poll(() => requested).toContain('/pagefind/pagefind.js');
    },
  );

  pageTest('is complete by keyboard: "/", arrows, Enter, Escape, and Ctrl+K', async ({ open }) => {
    ({ page } = await open('/'));
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: en.search.title });
    const field = dialog.getByRole('searchbox', { name: en.search.label });
    await expect
      .poll(() => field.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.type('cloud');
    const found = await resultPaths(en, dialog);
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(found[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(found[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === found[0]);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  pageTest('returns focus to its control when it closes', async ({ open }) => {
    ({ page } = await open('/'));
    const control = page.locator('header').getByRole('link', { name: en.search.open });
    await control.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: en.search.title }).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => control.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });

  pageTest('leaves "/" and Ctrl+K alone while a visitor types in a field', async ({ open }) => {
    ({ page } = await open('/contact'));
    const field = page.locator('main').getByRole('textbox').first();
    await field.focus();
    await page.keyboard.type('a/b');
    await page.keyboard.press('Control+k');
    expect(await field.inputValue()).toBe('a/b');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  pageTest(
    'sits in the drawer below the one-row width, and the drawer gives way to it',
    async ({ open }) => {
      ({ page } = await open('/ar', { width: 390 }));
      await page.getByRole('button', { name: ar.nav.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: ar.nav.menuTitle });
      await drawer.getByRole('link', { name: ar.search.open }).click();
      const dialog = page.getByRole('dialog', { name: ar.search.title });
      await dialog.waitFor();
      expect(await drawer.count()).toBe(0);
      const [first] = arabicSearchCases;
      await dialog.getByRole('searchbox', { name: ar.search.label }).fill(first?.query ?? '');
      expect(await resultPaths(ar, dialog)).toContain(localizePath(first?.pages[0] ?? '', 'ar'));
    },
  );

  pageTest.for([
    ['/', 'light'],
    ['/ar', 'dark'],
    ['/', 'dark'],
    ['/ar', 'light'],
  ] as const)(
    'open with results on %s has no axe violations (%s theme)',
    async ([path, theme], { open }) => {
      const locale = path === '/ar' ? 'ar' : 'en';
      const strings = locale === 'ar' ? ar : en;
      ({ page } = await open(path, { colorScheme: theme, axe: true }));
      // The home hero behind the dialog is checked too: at rest, not half-way through a fade.
      await holdStill(page);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: strings.search.title });
      const [first] = locale === 'ar' ? arabicSearchCases : englishSearchCases;
      await dialog.getByRole('searchbox', { name: strings.search.label }).fill(first?.query ?? '');
      await resultPaths(strings, dialog);
      // The marked words are drawn on their own background: check they are there to be read.
      expect(await dialog.locator('mark').count()).toBeGreaterThan(0);
      expect(
        await axeViolations(page, { options: { rules: { 'target-size': { enabled: true } } } }),
      ).toEqual([]);
    },
  );
});

describe('a missing page', () => {
  /** Whether the page has fetched anything of Pagefind's. */
  const pagefindRequested = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some(({ name }) => new URL(name).pathname.startsWith('/pagefind/')),
    );

  pageTest.for([
    ['/servces/clod', en, 'servces clod'],
    ['/ar/خدمات/السحابة', ar, 'خدمات السحابة'],
  ] as const)(
    '%s offers the search filled with the words of its address, says how to search, and waits',
    async ([path, strings, words], { open }) => {
      const opened = await open(encodeURI(path), { firstVisit: true });
      page = opened.page;
      expect(opened.response?.status()).toBe(404);
      const main = page.getByRole('main');
      const field = main.getByRole('searchbox', { name: strings.search.label });
      await expect.poll(() => field.inputValue()).toBe(words);
      expect(await field.getAttribute('aria-describedby')).toBe(
        await main.getByText(strings.notFound.searchHint).getAttribute('id'),
      );
      expect(await main.getByRole('button', { name: strings.search.open }).count()).toBe(1);
      // The menu's main destinations are still offered beside it.
      expect(await page.getByRole('navigation', { name: strings.notFound.places }).count()).toBe(1);
      // Nothing searches before the visitor asks, however long the page is left alone.
      await page.waitForLoadState('networkidle');
      expect(await pagefindRequested()).toBe(false);
      expect(await main.getByRole('status').count()).toBe(0);
    },
  );

  pageTest.for(byLocale)(
    'in %s, Search shows the pages the address names, in its language, and focuses the field',
    async ([locale, { strings, cases }], { open }) => {
      const [first] = cases;
      const query = first?.query ?? '';
      ({ page } = await open(encodeURI(localizePath(`/${query.replaceAll(' ', '-')}`, locale))));
      const main = page.getByRole('main');
      const field = main.getByRole('searchbox', { name: strings.search.label });
      await expect.poll(() => field.inputValue()).toBe(query);
      await main.getByRole('button', { name: strings.search.open }).click();
      const found = await resultPaths(strings, main);
      expect(found).toContain(localizePath(first?.pages[0] ?? '', locale));
      for (const path of found) expect(isArabicPath(path)).toBe(locale === 'ar');
      const panelField = main.getByRole('searchbox', { name: strings.search.label });
      expect(await panelField.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await panelField.inputValue()).toBe(query);
    },
  );
});

describe('without JavaScript', () => {
  pageTest.for(byLocale)(
    'the %s search control is a link to a page that says how to browse',
    async ([locale, { strings }], { open }) => {
      ({ page } = await open(localizePath('/', locale), { javaScript: false }));
      const control = page.locator('header').getByRole('link', { name: strings.search.open });
      const href = await control.getAttribute('href');
      expect(href).toBe(localizePath('/search', locale));
      await page.goto(new URL(href ?? '', page.url()).href);
      // What a browser without JavaScript shows; this one only has scripts turned off, and
      // keeps reading <noscript> as text, so its text is read rather than its box.
      expect(await page.locator('main noscript').textContent()).toContain(
        strings.searchPage.noScript,
      );
      const sections = page.getByRole('region', { name: strings.searchPage.browse });
      expect(await sections.getByRole('link').count()).toBe(
        Object.keys(strings.nav.sections).length,
      );
    },
  );
});

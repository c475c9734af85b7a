import { describe, expect, it } from 'vitest';
import { aboutPages } from '../../src/content/collections';
import { baseUrl, browserSession, builtPaths } from './browser';
import { cardsOnPage } from './cardsOnPage';

const session = browserSession();

// The cards of one page of each kind are checked on its visit in visitEachPage.ts; here,
// where the cards of About lead and the page for a missing address.
describe('no dead ends', () => {
  it.each(['en', 'ar'] as const)(
    'About (%s) opens each of its four sections from a card that is its link',
    async (locale) => {
      const about = await aboutPages.load('about', locale);
      const prefix = locale === 'ar' ? '/ar' : '';
      const { page } = await session.open(`${prefix}/about`, { width: 1440 });
      const cards = await page.evaluate(cardsOnPage);
      for (const section of about.sections) {
        const card = cards.find(({ heading }) => heading === section.title);
        expect(card?.destinations).toEqual([`${prefix}/about/${section.id}`]);
        expect(card?.missed).toEqual([]);
        await page.locator(`main a[href="${prefix}/about/${section.id}"]`).first().click();
        await page.waitForURL(`${baseUrl}${prefix}/about/${section.id}`);
        // The section is there, under its own heading, and the page has scrolled to it.
        const landing = page.locator(`section#${section.id}`);
        await expect
          .poll(() => landing.evaluate((element) => element.getBoundingClientRect().top))
          .toBeLessThan(200);
        expect(await landing.locator('h2').first().textContent()).toBe(section.title);
        await page.goBack();
      }
    },
    120_000,
  );

  it.each(['/no/such/page', '/ar/no/such/page'])(
    'the page for a missing address (%s) offers links, and each leads to a page that exists',
    async (path) => {
      const { page, response } = await session.open(path, { width: 1440 });
      expect(response?.status()).toBe(404);
      const links = await page.$$eval('main a[href]', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      // The home page and the menu's four main destinations.
      expect(links.length).toBeGreaterThanOrEqual(5);
      const built = builtPaths();
      expect(links.filter((link) => !built.includes(link))).toEqual([]);
      for (const link of links) {
        const answer = await page.request.get(`${baseUrl}${link}`);
        expect(answer.status(), link).toBe(200);
      }
    },
  );
});

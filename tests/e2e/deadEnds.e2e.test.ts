import { createMemoryHistory } from '@tanstack/react-router';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aboutPages } from '../../src/content/collections';
import { sitePages } from '../../src/routing/sitePages';
import { createAppRouter } from '../../src/router';
import { baseUrl, browserSession, builtPaths } from './browser';

const session = browserSession();

/** The same path in Arabic. */
const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

function hasFullPath(route: unknown): route is { fullPath: string } {
  return (
    typeof route === 'object' &&
    route !== null &&
    'fullPath' in route &&
    typeof route.fullPath === 'string'
  );
}

/**
 * One page of each kind: every page without a parameter is a kind of its own, and the
 * pages of one parameter route (`/services/$slug`) are one kind, sampled by their first.
 * Aliases (/case-study/2) are the page they stand for.
 */
async function onePagePerKind(): Promise<string[]> {
  const router = createAppRouter(createMemoryHistory());
  const templates = Object.values(router.routesById)
    .filter(hasFullPath)
    .map(({ fullPath }) => fullPath.replace('/{-$locale}', ''))
    .filter((path) => path.includes('$'))
    .map((path) => new RegExp(`^${path.replace(/\/$/, '').replace(/\$\w+/g, '[^/]+')}$`));
  const sampled = new Map<string, string>();
  for (const { path, inSitemap } of await sitePages()) {
    if (!inSitemap) continue;
    const kind = templates.find((template) => template.test(path))?.source ?? path;
    if (!sampled.has(kind)) sampled.set(kind, path);
  }
  return [...sampled.values()];
}

interface CardReport {
  /** Its place among the page's cards, also written on it as data-checked-card. */
  index: number;
  /** The card's heading, to name it in a failure. */
  heading: string;
  /** Where its links lead (each address once). */
  destinations: string[];
  /** Points of the card a click would not reach its link from. */
  missed: string[];
}

/**
 * Every element that looks like a card: the card surface (a 1px border, the large radius,
 * the raised background, as `cardSurface` draws it) with a heading inside. For each, where
 * its links lead and whether a click anywhere on it reaches its link.
 */
function cardsOnPage(): CardReport[] {
  const probe = document.createElement('div');
  probe.style.background = 'var(--color-surfaceRaised)';
  probe.style.borderRadius = '1.25rem';
  document.body.append(probe);
  const { backgroundColor: raised, borderTopLeftRadius: radius } = getComputedStyle(probe);
  probe.remove();

  const cards = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => {
    const style = getComputedStyle(element);
    return (
      style.borderTopWidth === '1px' &&
      style.borderTopLeftRadius === radius &&
      style.backgroundColor === raised &&
      element.querySelector('h2, h3, h4') !== null
    );
  });
  return cards.map((card, index) => {
    card.dataset.checkedCard = String(index);
    const heading = card.querySelector('h2, h3, h4')?.textContent ?? '';
    const links = card.matches('a[href]')
      ? [card]
      : [...card.querySelectorAll<HTMLAnchorElement>('a[href]')];
    // A phone number or an e-mail address in a card is a detail it gives, not where it leads.
    const destinations = [
      ...new Set(
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => !/^(tel|mailto):/.test(href)),
      ),
    ];
    const missed: string[] = [];
    if (destinations.length === 1) {
      card.scrollIntoView({ block: 'center' });
      const box = card.getBoundingClientRect();
      const inset = 12;
      const points: [string, number, number][] = [
        ['centre', box.left + box.width / 2, box.top + box.height / 2],
        ['start of the top', box.left + inset, box.top + inset],
        ['end of the top', box.right - inset, box.top + inset],
        ['start of the foot', box.left + inset, box.bottom - inset],
        ['end of the foot', box.right - inset, box.bottom - inset],
      ];
      for (const [name, x, y] of points) {
        if (y < 0 || y > window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        // The sticky header may stand over a tall card's top: that point is not the card's.
        if (hit?.closest('header') && !card.contains(hit)) continue;
        const reached = hit?.closest('a[href]')?.getAttribute('href');
        if (reached !== destinations[0]) missed.push(name);
      }
    }
    return { index, heading, destinations, missed };
  });
}

/** How a card looks, in what a link card changes when the pointer is on it. */
const cardLook = (page: Page, index: number) =>
  page.locator(`[data-checked-card="${index}"]`).evaluate((card) => {
    const style = getComputedStyle(card);
    return [style.cursor, style.transform, style.boxShadow, style.borderColor].join(' | ');
  });

describe('no dead ends', () => {
  it('every card on every kind of page, in both languages, is one link a click anywhere on it reaches, or does not look like a link', async () => {
    const found: string[] = [];
    for (const path of await onePagePerKind()) {
      for (const localized of [path, arabic(path)]) {
        const { page } = await session.open(localized, { width: 1440, reducedMotion: 'reduce' });
        for (const card of await page.evaluate(cardsOnPage)) {
          if (card.destinations.length > 1) {
            found.push(`${localized} "${card.heading}" leads to ${card.destinations.join(', ')}`);
          } else if (card.missed.length > 0) {
            found.push(`${localized} "${card.heading}": its link misses ${card.missed.join(', ')}`);
          } else if (card.destinations.length === 0) {
            // A card with no link must not answer the pointer as link cards do.
            const before = await cardLook(page, card.index);
            await page.locator(`[data-checked-card="${card.index}"]`).hover();
            const after = await cardLook(page, card.index);
            if (before !== after || before.startsWith('pointer')) {
              found.push(`${localized} "${card.heading}" looks clickable and leads nowhere`);
            }
          }
        }
      }
    }
    expect(found).toEqual([]);
  }, 900_000);

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

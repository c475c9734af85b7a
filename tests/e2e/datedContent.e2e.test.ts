import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, webinars } from '../../src/content/collections';
import { calendarDay, riyadhDay } from '../../src/content/schedule';
import type { Locale } from '../../src/content/vocabulary';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { baseUrl, launchBrowser, waitForHydration, watchConsole } from './browser';

/**
 * A page built before an event's day, opened after it: the HTML still offers Register (no
 * build has run since), and the browser takes it away once the page has hydrated.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const builtOn = riyadhDay(Date.now());

/** The latest upcoming entry as of the build, and the midday after its day in Riyadh. */
async function lastUpcoming(collection: typeof events | typeof webinars, locale: Locale = 'en') {
  const [last] = (await collection.loadAll(locale))
    .filter((entry) => calendarDay(entry.date) >= builtOn)
    .sort((first, second) => second.date.localeCompare(first.date));
  if (!last) throw new Error('The test needs an upcoming entry in content/insights');
  const dayAfter = Date.parse(`${calendarDay(last.date)}T12:00:00+03:00`) + 24 * 60 * 60 * 1000;
  return { title: last.title, dayAfter };
}

/** Opens `path` with the browser's clock fixed at `time`, and waits for hydration. */
async function openAt(path: string, time: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.clock.setFixedTime(time);
  const page = await context.newPage();
  const messages = watchConsole(page);
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, messages, html: (await response?.text()) ?? '', close: () => context.close() };
}

const cases = [
  {
    path: '/insights/events',
    collection: events,
    locale: 'en' as const,
    strings: en,
    upcoming: en.insightsPages.upcomingEvents,
    past: en.insightsPages.pastEvents,
    none: en.insightsPages.noUpcomingEvents,
  },
  {
    path: '/ar/insights/webinars',
    collection: webinars,
    locale: 'ar' as const,
    strings: ar,
    upcoming: ar.insightsPages.upcomingWebinars,
    past: ar.insightsPages.pastWebinars,
    none: ar.insightsPages.noUpcomingWebinars,
  },
];

describe('a page built before an event, opened after its day', () => {
  for (const { path, collection, locale, strings, upcoming, past, none } of cases) {
    it(`${path}: no Register once hydrated, the entry among the past ones, no hydration error`, async () => {
      const { title, dayAfter } = await lastUpcoming(collection, locale);
      const register = strings.insightsPages.register;
      const { page, messages, html, close } = await openAt(path, dayAfter);
      // As built: registration offered in the HTML.
      expect(html).toContain(title);
      expect(html).toContain(`>${register}<`);
      await expect.poll(() => page.locator('main a', { hasText: register }).count()).toBe(0);
      const pastSection = page.getByRole('region', { name: past });
      await expect.poll(() => pastSection.getByRole('heading', { name: title }).count()).toBe(1);
      expect(await page.getByRole('region', { name: upcoming }).textContent()).toContain(none);
      expect(messages).toEqual([]);
      await close();
    });
  }

  it('/insights: the hub stops featuring the event and says none is scheduled', async () => {
    const { title, dayAfter } = await lastUpcoming(events);
    const { page, messages, html, close } = await openAt('/insights', dayAfter);
    expect(html).toContain(title);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain(en.insightsPages.noUpcomingEvents);
    expect(await page.locator('main a', { hasText: en.insightsPages.register }).count()).toBe(0);
    expect(messages).toEqual([]);
    await close();
  });
});

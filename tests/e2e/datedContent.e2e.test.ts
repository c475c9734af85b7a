import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import { baseUrl, launchBrowser, waitForHydration, watchConsole } from './browser';

/**
 * The browser decides past and upcoming again after hydration, from its own clock. The test
 * holds on any day and for any content: it reads what the build decided from the HTML as
 * built (JavaScript off), then sets the browser's clock from the dates in that HTML, never
 * from the calendar of the machine running it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const day = 24 * 60 * 60 * 1000;

/** Midday in Riyadh on a YYYY-MM-DD day, `days` later. */
const middayOf = (date: string, days = 0) => Date.parse(`${date}T12:00:00+03:00`) + days * day;

interface Listed {
  title: string;
  date: string;
}

/** The entries of a section, with the day each is dated. */
async function entries(section: Locator): Promise<Listed[]> {
  return section.locator('h3').evaluateAll((headings) =>
    headings.map((heading) => ({
      title: heading.textContent,
      date: heading.parentElement?.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
}

/** Opens `path` with the browser's clock fixed at `time`, and waits for hydration. */
async function openAt(path: string, time: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.clock.setFixedTime(time);
  const page = await context.newPage();
  const messages = watchConsole(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, messages, close: () => context.close() };
}

/** The page as built: what a visitor without JavaScript, or before hydration, is offered. */
async function asBuilt(path: string, upcoming: string, past: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  const listed = {
    upcoming: await entries(page.getByRole('region', { name: upcoming })),
    past: await entries(page.getByRole('region', { name: past })),
  };
  await context.close();
  const dates = [...listed.upcoming, ...listed.past].map((entry) => entry.date).toSorted();
  if (dates.length === 0) throw new Error(`${path} lists nothing to test`);
  return listed;
}

const cases = [
  {
    path: '/insights/events',
    strings: en,
    upcoming: en.insightsPages.upcomingEvents,
    past: en.insightsPages.pastEvents,
    none: en.insightsPages.noUpcomingEvents,
  },
  {
    path: '/ar/insights/webinars',
    strings: ar,
    upcoming: ar.insightsPages.upcomingWebinars,
    past: ar.insightsPages.pastWebinars,
    none: ar.insightsPages.noUpcomingWebinars,
  },
];

describe('dated entries in the browser, by its own day', () => {
  for (const { path, strings, upcoming, past, none } of cases) {
    const register = strings.insightsPages.register;

    it(`${path}: on a day the build saw alike, Register for exactly the upcoming entries of the HTML, without a hydration error`, async () => {
      const built = await asBuilt(path, upcoming, past);
      const [soonest] = built.upcoming;
      const [newestPast] = built.past;
      // The soonest upcoming entry's day, or with none the day after the newest past one:
      // every entry is on the same side of that day as of the build's.
      const time = soonest ? middayOf(soonest.date) : middayOf(newestPast?.date ?? '', 1);
      const { page, messages, close } = await openAt(path, time);
      const offered = page.locator('main a', { hasText: register });
      await expect.poll(() => offered.count()).toBe(built.upcoming.length);
      for (const entry of built.upcoming) {
        const card = page.getByRole('heading', { name: entry.title }).locator('..');
        expect(await card.locator('a', { hasText: register }).count(), entry.title).toBe(1);
      }
      if (!soonest) {
        expect(await page.getByRole('region', { name: upcoming }).textContent()).toContain(none);
      }
      expect(messages).toEqual([]);
      await close();
    });

    it(`${path}: built before an entry's day and opened after it, the entry is past and Register is gone`, async () => {
      const built = await asBuilt(path, upcoming, past);
      const last = built.upcoming.at(-1);
      if (!last) {
        // Built after every date: the newest past entry, opened on its own day, is
        // upcoming again in the browser, with Register: the same rule, seen from before.
        const newest = built.past[0];
        if (!newest) throw new Error(`${path} lists nothing to test`);
        const { page, messages, close } = await openAt(path, middayOf(newest.date));
        const upcomingSection = page.getByRole('region', { name: upcoming });
        await expect
          .poll(() => upcomingSection.getByRole('heading', { name: newest.title }).count())
          .toBe(1);
        expect(await upcomingSection.locator('a', { hasText: register }).count()).toBeGreaterThan(
          0,
        );
        expect(messages).toEqual([]);
        await close();
        return;
      }
      const { page, messages, close } = await openAt(path, middayOf(last.date, 1));
      await expect.poll(() => page.locator('main a', { hasText: register }).count()).toBe(0);
      const pastSection = page.getByRole('region', { name: past });
      for (const entry of built.upcoming) {
        await expect
          .poll(() => pastSection.getByRole('heading', { name: entry.title }).count())
          .toBe(1);
      }
      expect(await page.getByRole('region', { name: upcoming }).textContent()).toContain(none);
      expect(messages).toEqual([]);
      await close();
    });
  }

  it('/insights: the hub features the next event while it is upcoming, and says when none is', async () => {
    const built = await asBuilt(
      '/insights/events',
      en.insightsPages.upcomingEvents,
      en.insightsPages.pastEvents,
    );
    const register = en.insightsPages.register;
    const [soonest] = built.upcoming;
    const last = built.upcoming.at(-1);
    const newest = built.past[0];
    // With an upcoming event: featured on its day, gone the day after the last one. With
    // none: the hub says so after the newest event, and features it on its own day.
    const featured = soonest ?? newest;
    const after = last ?? newest;
    if (!featured || !after) throw new Error('The hub test needs an event');

    const onTheDay = await openAt('/insights', middayOf(featured.date));
    await expect.poll(() => onTheDay.page.locator('main a', { hasText: register }).count()).toBe(1);
    expect(await onTheDay.page.locator('main').textContent()).toContain(featured.title);
    expect(onTheDay.messages).toEqual([]);
    await onTheDay.close();

    const dayAfter = await openAt('/insights', middayOf(after.date, 1));
    await expect
      .poll(() => dayAfter.page.locator('main').textContent())
      .toContain(en.insightsPages.noUpcomingEvents);
    expect(await dayAfter.page.locator('main a', { hasText: register }).count()).toBe(0);
    expect(dayAfter.messages).toEqual([]);
    await dayAfter.close();
  });
});

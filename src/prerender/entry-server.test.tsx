// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newestFirst } from '../content/blogOrder';
import { blogPosts, events } from '../content/collections';
import { calendarDay } from '../content/schedule';
import en from '../i18n/locales/en.json';
import { render } from './entry-server';

/**
 * What the prerenderer writes for a dated page, with the build's clock set around a date
 * from content: the same as planting a past event or a future article, without a second
 * build. The build's moment is set with the clock, whatever the shell running the test has.
 */
async function prerendered(path: string, instant: string) {
  vi.setSystemTime(new Date(instant));
  vi.stubEnv('VITE_BUILD_DATE', new Date(instant).toISOString());
  const page = await render(path, '');
  return { status: page.status, document: new DOMParser().parseFromString(page.html, 'text/html') };
}

const lastEvent = newestFirst(await events.loadAll('en'))[0];
const newestPost = newestFirst(await blogPosts.loadAll('en'))[0];
if (!lastEvent || !newestPost) throw new Error('The test reads an event and an article');
const eventDay = calendarDay(lastEvent.date);
const postDay = calendarDay(newestPost.date);

const registerLinks = (document: Document) =>
  [...document.querySelectorAll('main a')].filter((link) =>
    link.textContent.startsWith(en.insightsPages.register),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('a page built on a given day', () => {
  it('offers Register for an event on its day, in the HTML itself; the hub features it alone', async () => {
    const onTheDay = `${eventDay}T23:30:00+03:00`;
    const register = `${en.insightsPages.register} — ${lastEvent.title}`;
    const { document } = await prerendered('/insights/events', onTheDay);
    expect(registerLinks(document).map((link) => link.textContent)).toContain(register);
    const hub = await prerendered('/insights', onTheDay);
    expect(registerLinks(hub.document).map((link) => link.textContent)).toEqual([register]);
  });

  it('built after the last event: no Register anywhere, every event past, and it says so', async () => {
    const after = `${eventDay}T23:30:00+03:00`;
    const dayAfter = new Date(Date.parse(after) + 60 * 60 * 1000).toISOString();
    for (const path of ['/insights/events', '/insights']) {
      const { document } = await prerendered(path, dayAfter);
      expect(registerLinks(document), path).toEqual([]);
      expect(document.querySelector('main')?.textContent, path).toContain(
        en.insightsPages.noUpcomingEvents,
      );
    }
    // The hub's sentence offers the newsletter and contact: its buttons are those two.
    const hub = await prerendered('/insights', dayAfter);
    const nothing = [...hub.document.querySelectorAll('main p')].find(
      (paragraph) => paragraph.textContent === en.insightsPages.noUpcomingEvents,
    );
    expect(
      [...(nothing?.parentElement?.querySelectorAll('a') ?? [])].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      [en.insightsPages.subscribe, '/insights/newsletters'],
      [en.nav.contact, '/contact'],
    ]);
    const { document } = await prerendered('/insights/events', dayAfter);
    const past = document.querySelector(`time[datetime="${eventDay}"]`)?.closest('section');
    expect(past?.querySelector('h2')?.textContent).toBe(en.insightsPages.pastEvents);
  });

  it('built the day before an article is dated: not listed, linked or rendered; on its day, dated <time> on its card and page', async () => {
    const dayBefore = `${postDay}T00:00:00+03:00`;
    const before = new Date(Date.parse(dayBefore) - 60 * 1000).toISOString();
    const href = `/insights/blog/${newestPost.slug}`;
    for (const path of ['/insights/blog', '/insights']) {
      const { document } = await prerendered(path, before);
      expect(document.querySelector(`a[href="${href}"]`), path).toBeNull();
    }
    expect((await prerendered(href, before)).status).toBe(404);
    const { document } = await prerendered('/insights/blog', dayBefore);
    const card = document.querySelector(`a[href="${href}"]`)?.closest('li, article');
    expect(card?.querySelector('time')?.getAttribute('datetime')).toBe(postDay);
    const article = await prerendered(href, dayBefore);
    expect(article.status).toBe(200);
    const header = article.document.querySelector('h1')?.closest('header');
    expect(header?.querySelector('time')?.getAttribute('datetime')).toBe(postDay);
  });
});

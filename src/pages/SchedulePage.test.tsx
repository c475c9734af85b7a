// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { Page } from 'contentlayer/generated';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentData } from '../content/documentData';
import { formatDate } from '../i18n/formatDate';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import { renderInRouter } from '../testing/renderInRouter';
import { SchedulePage, type ScheduledEntry } from './SchedulePage';

const page: DocumentData<Page> = {
  _id: 'pages/events.en.yaml',
  type: 'Page',
  slug: 'events',
  locale: 'en',
  title: 'Events',
  description: 'Events',
  summary: 'Where to meet us.',
  image: { src: '/images/pages/events.svg', alt: 'A calendar' },
};

const workshop: ScheduledEntry = {
  slug: 'workshop',
  title: 'Ransomware workshop',
  summary: 'Half a day.',
  date: '2027-03-10',
  detail: 'Madina',
};
const summit: ScheduledEntry = {
  slug: 'summit',
  title: 'Summit',
  summary: 'One day.',
  date: '2027-05-02',
  detail: 'Riyadh',
};
const recorded: ScheduledEntry = {
  slug: 'recorded',
  title: 'FinOps masterclass',
  summary: 'An hour.',
  date: '2025-11-12',
  detail: 'Faisal',
  recording: '/contact',
};
const unrecorded: ScheduledEntry = {
  slug: 'unrecorded',
  title: 'Zero trust',
  summary: 'An hour.',
  date: '2025-09-17',
  detail: 'Noura',
};

const headings = (strings: typeof en) => ({
  upcoming: strings.insightsPages.upcomingEvents,
  past: strings.insightsPages.pastEvents,
  none: strings.insightsPages.noUpcomingEvents,
});

/** A Register link's name: the interface string, then the entry it is for. */
const isRegister = (name: string) => name.startsWith(en.insightsPages.register);

/** Opens the page built and read at `instant`, whatever build moment the shell has. */
async function openOn(instant: string, entries: ScheduledEntry[], path = '/insights/events') {
  vi.setSystemTime(new Date(instant));
  vi.stubEnv('VITE_BUILD_DATE', new Date(instant).toISOString());
  const strings = path.startsWith('/ar') ? ar : en;
  await renderInRouter(
    <SchedulePage page={page} entries={entries} headings={headings(strings)} />,
    path,
  );
}

/** The section a heading names. */
const section = (name: string) => screen.getByRole('region', { name });

/** The card of an entry, found by its title. */
const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const entry = heading.parentElement;
  if (!entry) throw new Error(`No card around ${title}`);
  return entry;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('events and webinars', () => {
  it('offer Register on upcoming ones only, soonest first, through the end of their day in Riyadh', async () => {
    // 23:30 in Riyadh on the workshop's day.
    await openOn('2027-03-10T23:30:00+03:00', [summit, recorded, workshop, unrecorded]);
    const upcoming = section(en.insightsPages.upcomingEvents);
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([workshop.title, summit.title]);
    for (const entry of [workshop, summit]) {
      expect(within(card(entry.title)).getByRole('link', { name: isRegister })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    const past = section(en.insightsPages.pastEvents);
    expect(within(past).queryByRole('link', { name: isRegister })).toBeNull();
  });

  it('move an event to the past, without Register, from the next midnight in Riyadh', async () => {
    await openOn('2027-03-11T00:10:00+03:00', [summit, workshop]);
    const past = section(en.insightsPages.pastEvents);
    expect(within(past).getByRole('heading', { name: workshop.title })).toBeInTheDocument();
    expect(within(card(workshop.title)).queryByRole('link')).toBeNull();
  });

  it('link a past one to its recording where it has one', async () => {
    await openOn('2026-11-26T12:00:00+03:00', [summit, recorded, unrecorded]);
    const link = within(card(recorded.title)).getByRole('link', {
      name: new RegExp(`^${en.insightsPages.recording}.*${recorded.title}$`),
    });
    expect(link).toHaveAttribute('href', '/contact');
    expect(within(card(unrecorded.title)).queryByRole('link')).toBeNull();
  });

  it('mark every date up as a <time> with its day, written in the page language', async () => {
    await openOn('2026-11-26T12:00:00+03:00', [summit, recorded], '/ar/insights/events');
    for (const entry of [summit, recorded]) {
      const time = card(entry.title).querySelector('time');
      expect(time).toHaveAttribute('datetime', entry.date);
      expect(time).toHaveTextContent(formatDate(entry.date, 'ar'));
    }
  });

  it('say plainly when nothing is upcoming, with the newsletter and contact, and no empty list', async () => {
    await openOn('2026-11-26T12:00:00+03:00', [recorded, unrecorded]);
    const upcoming = section(en.insightsPages.upcomingEvents);
    expect(within(upcoming).getByText(en.insightsPages.noUpcomingEvents)).toBeInTheDocument();
    expect(within(upcoming).queryByRole('heading', { level: 3 })).toBeNull();
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [en.insightsPages.subscribe, '/insights/newsletters'],
      [en.nav.contact, '/contact'],
    ]);
  });
});

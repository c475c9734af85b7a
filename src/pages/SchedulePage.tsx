import type { Page } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../sections/CallToAction';
import { EntryDate } from '../components/primitives/EntryDate';
import { EntryList, type EntryListItem } from '../components/cards/EntryList';
import { NothingScheduled } from '../sections/NothingScheduled';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { splitByDate } from '../content/schedule';
import { useToday } from '../content/useToday';

export interface ScheduledEntry {
  slug: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD, a day in Riyadh (src/content/schedule.ts). */
  date: string;
  /** Where it takes place, or who presents it. */
  detail: string;
  /** A page where a past one's recording is watched or asked for. */
  recording?: string;
}

export interface ScheduleHeadings {
  upcoming: string;
  past: string;
  /** Said when nothing is upcoming. */
  none: string;
}

export interface SchedulePageProps {
  page: DocumentData<Page>;
  entries: ScheduledEntry[];
  headings: ScheduleHeadings;
}

/**
 * Events or webinars: the upcoming ones, soonest first, each with Register; then the past
 * ones, latest first, with their recording where there is one and never Register. Which
 * is which follows today's date in the browser once the page has hydrated, so a page built
 * before an event stops offering registration when its day is over.
 */
export function SchedulePage({ page, entries, headings }: SchedulePageProps) {
  const { t } = useTranslation();
  const { upcoming, past } = splitByDate(entries, useToday());
  const item = (entry: ScheduledEntry): EntryListItem => ({
    key: entry.slug,
    title: entry.title,
    summary: entry.summary,
    meta: (
      <>
        <EntryDate date={entry.date} /> · {entry.detail}
      </>
    ),
  });
  return (
    <>
      <PageHeader kind="listing" title={page.title} summary={page.summary} image={page.image} />
      <Section title={headings.upcoming}>
        {upcoming.length > 0 ? (
          <EntryList
            items={upcoming.map((entry) => ({
              ...item(entry),
              action: { label: t('insightsPages.register'), href: '/contact' },
            }))}
          />
        ) : (
          <NothingScheduled
            message={headings.none}
            primary={{ label: t('insightsPages.subscribe'), href: '/insights/newsletters' }}
            secondary={{ label: t('nav.contact'), href: '/contact' }}
          />
        )}
      </Section>
      {past.length > 0 ? (
        <Section title={headings.past}>
          <EntryList
            items={past.map((entry) =>
              entry.recording
                ? {
                    ...item(entry),
                    action: { label: t('insightsPages.recording'), href: entry.recording },
                  }
                : item(entry),
            )}
          />
        </Section>
      ) : null}
      <CallToAction kind="row" />
    </>
  );
}

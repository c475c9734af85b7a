import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { events, pages } from '../../../content/collections';
import { SchedulePage } from '../../../pages/SchedulePage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/events')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('events', locale),
    events: await events.loadAll(locale),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: EventsRoute,
});

function EventsRoute() {
  const { t } = useTranslation();
  const { page, events: all } = Route.useLoaderData();
  return (
    <SchedulePage
      page={page}
      headings={{
        upcoming: t('insightsPages.upcomingEvents'),
        past: t('insightsPages.pastEvents'),
        none: t('insightsPages.noUpcomingEvents'),
      }}
      entries={all.map((event) => ({ ...event, detail: event.location }))}
    />
  );
}

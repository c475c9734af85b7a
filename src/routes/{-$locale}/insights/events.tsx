import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { events, pages } from '../../../content/collections';
import { formatDate } from '../../../i18n/intlLocale';
import { useLocale } from '../../../i18n/useLocale';
import { CollectionPage } from '../../../pages/CollectionPage';
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
  const locale = useLocale();
  const { page, events: all } = Route.useLoaderData();
  return (
    <CollectionPage
      page={page}
      listTitle={t('nav.links.events')}
      entries={all.map((event) => ({
        key: event.slug,
        title: event.title,
        summary: event.summary,
        action: { label: t('insightsPages.register'), href: '/contact' },
        meta: `${formatDate(event.date, locale)} · ${event.location}`,
      }))}
    />
  );
}

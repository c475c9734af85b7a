import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages, webinars } from '../../../content/collections';
import { SchedulePage } from '../../../pages/SchedulePage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/webinars')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('webinars', locale),
    webinars: await webinars.loadAll(locale),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: WebinarsRoute,
});

function WebinarsRoute() {
  const { t } = useTranslation();
  const { page, webinars: all } = Route.useLoaderData();
  return (
    <SchedulePage
      page={page}
      headings={{
        upcoming: t('insightsPages.upcomingWebinars'),
        past: t('insightsPages.pastWebinars'),
        none: t('insightsPages.noUpcomingWebinars'),
      }}
      entries={all.map((webinar) => ({ ...webinar, detail: webinar.presenter }))}
    />
  );
}

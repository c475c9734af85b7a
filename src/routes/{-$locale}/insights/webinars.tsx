import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages, webinars } from '../../../content/collections';
import { formatDate } from '../../../i18n/intlLocale';
import { useLocale } from '../../../i18n/useLocale';
import { CollectionPage } from '../../../pages/CollectionPage';
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
  const locale = useLocale();
  const { page, webinars: all } = Route.useLoaderData();
  return (
    <CollectionPage
      page={page}
      listTitle={t('nav.links.webinars')}
      entries={all.map((webinar) => ({
        key: webinar.slug,
        title: webinar.title,
        summary: webinar.summary,
        action: { label: t('insightsPages.register'), href: '/contact' },
        meta: `${formatDate(webinar.date, locale)} · ${webinar.presenter}`,
      }))}
    />
  );
}

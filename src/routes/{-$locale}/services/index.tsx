import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages, services } from '../../../content/collections';
import { ListingPage } from '../../../pages/ListingPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/services/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('services', locale),
    services: await services.loadAll(locale),
  }),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.page.title,
          description: loaderData.page.description,
          pathname: match.pathname,
        })
      : {},
  component: ServicesRoute,
});

function ServicesRoute() {
  const { t } = useTranslation();
  const { page, services: all } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      listTitle={t('nav.sections.services')}
      items={all.map((service) => ({
        title: service.title,
        summary: service.summary,
        icon: service.icon,
        href: `/services/${service.slug}`,
      }))}
    />
  );
}

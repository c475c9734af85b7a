import { createFileRoute } from '@tanstack/react-router';
import { services, servicesPages } from '../../../content/collections';
import { ServicesOverviewPage } from '../../../pages/ServicesOverviewPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/services/')({
  loader: async ({ context: { locale } }) => ({
    page: await servicesPages.load('services', locale),
    services: await services.loadAll(locale),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: ServicesRoute,
});

function ServicesRoute() {
  const { page, services: all } = Route.useLoaderData();
  return <ServicesOverviewPage page={page} services={all} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { services } from '../../../content/collections';
import { ServicePage } from '../../../pages/ServicePage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/services/$slug')({
  loader: ({ params, context }) => {
    if (!services.has(params.slug)) throw notFound();
    return services.load(params.slug, context.locale);
  },
  head: (route) =>
    pageHead(route, (service) => ({
      title: service.title,
      description: service.summary,
    })),
  component: ServiceRoute,
});

function ServiceRoute() {
  return <ServicePage service={Route.useLoaderData()} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudies, services } from '../../../content/collections';
import { ServicePage } from '../../../pages/ServicePage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/services/$slug')({
  loader: async ({ params, context: { locale } }) => {
    if (!(await services.has(params.slug, locale))) throw notFound();
    const service = await services.load(params.slug, locale);
    const study = await caseStudies.load(service.engagement.caseStudy, locale);
    return { service, study };
  },
  head: (route) =>
    pageHead(route, ({ service }) => ({
      title: service.title,
      description: service.summary,
    })),
  component: ServiceRoute,
});

function ServiceRoute() {
  const { service, study } = Route.useLoaderData();
  return <ServicePage service={service} study={study} />;
}

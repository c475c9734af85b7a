import { createFileRoute, notFound } from '@tanstack/react-router';
import { industries } from '../../../content/collections';
import { IndustryPage } from '../../../pages/IndustryPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/industries/$slug')({
  loader: async ({ params, context }) => {
    if (!(await industries.has(params.slug, context.locale))) throw notFound();
    return industries.load(params.slug, context.locale);
  },
  head: (route) =>
    pageHead(route, (industry) => ({
      title: industry.title,
      description: industry.summary,
    })),
  component: IndustryRoute,
});

function IndustryRoute() {
  const industry = Route.useLoaderData();
  return <IndustryPage industry={industry} />;
}

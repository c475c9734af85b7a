import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudies, solutions } from '../../../content/collections';
import { SolutionPage } from '../../../pages/SolutionPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/solutions/$slug')({
  loader: async ({ params, context: { locale } }) => {
    if (!(await solutions.has(params.slug, locale))) throw notFound();
    const solution = await solutions.load(params.slug, locale);
    const related = await Promise.all(solution.related.map((slug) => solutions.load(slug, locale)));
    const study = await caseStudies.load(solution.engagement.caseStudy, locale);
    return { solution, related, study };
  },
  head: (route) =>
    pageHead(route, ({ solution }) => ({
      title: solution.title,
      description: solution.summary,
    })),
  component: SolutionRoute,
});

function SolutionRoute() {
  const { solution, related, study } = Route.useLoaderData();
  return <SolutionPage solution={solution} related={related} study={study} />;
}

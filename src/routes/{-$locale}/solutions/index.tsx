import { createFileRoute } from '@tanstack/react-router';
import { pages, solutions } from '../../../content/collections';
import { solutionSlugs } from '../../../content/vocabulary';
import { SolutionHubPage } from '../../../pages/SolutionHubPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/solutions/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('solutions', locale),
    // In the order of solutionSlugs (process automation first), not of the file names.
    solutions: await Promise.all(solutionSlugs.map((slug) => solutions.load(slug, locale))),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: SolutionsRoute,
});

function SolutionsRoute() {
  const { page, solutions: all } = Route.useLoaderData();
  return <SolutionHubPage page={page} solutions={all} />;
}

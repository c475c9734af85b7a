import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages, solutions } from '../../../content/collections';
import { ListingPage } from '../../../pages/ListingPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/solutions/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('solutions', locale),
    solutions: await solutions.loadAll(locale),
  }),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.page.title,
          description: loaderData.page.description,
          pathname: match.pathname,
        })
      : {},
  component: SolutionsRoute,
});

function SolutionsRoute() {
  const { t } = useTranslation();
  const { page, solutions: all } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      listTitle={t('nav.sections.solutions')}
      items={all.map((solution) => ({
        title: solution.title,
        summary: solution.summary,
        icon: solution.icon,
        href: `/solutions/${solution.slug}`,
      }))}
    />
  );
}

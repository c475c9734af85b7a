import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { solutions } from '../../../content/collections';
import { DetailPage } from '../../../pages/DetailPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/solutions/$slug')({
  loader: ({ params, context }) => {
    if (!solutions.has(params.slug)) throw notFound();
    return solutions.load(params.slug, context.locale);
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.summary,
          pathname: match.pathname,
        })
      : {},
  component: SolutionRoute,
});

function SolutionRoute() {
  const { t } = useTranslation();
  const solution = Route.useLoaderData();
  return (
    <DetailPage
      eyebrow={t('nav.sections.solutions')}
      title={solution.title}
      summary={solution.summary}
    />
  );
}

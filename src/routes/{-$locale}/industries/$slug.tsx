import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { industries } from '../../../content/collections';
import { DetailPage } from '../../../pages/DetailPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/industries/$slug')({
  loader: ({ params, context }) => {
    if (!industries.has(params.slug)) throw notFound();
    return industries.load(params.slug, context.locale);
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.summary,
          pathname: match.pathname,
        })
      : {},
  component: IndustryRoute,
});

function IndustryRoute() {
  const { t } = useTranslation();
  const industry = Route.useLoaderData();
  return (
    <DetailPage
      eyebrow={t('nav.sections.industries')}
      title={industry.title}
      summary={industry.summary}
    />
  );
}

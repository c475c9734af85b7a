import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudies } from '../../../content/collections';
import { CaseStudyPage } from '../../../pages/CaseStudyPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/case-studies/$slug')({
  loader: ({ params, context }) => {
    if (!caseStudies.has(params.slug)) throw notFound();
    return caseStudies.load(params.slug, context.locale);
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.summary,
          pathname: match.pathname,
          ogType: 'article',
        })
      : {},
  component: CaseStudyRoute,
});

function CaseStudyRoute() {
  return <CaseStudyPage study={Route.useLoaderData()} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudies } from '../../../content/collections';
import { CaseStudyPage } from '../../../pages/CaseStudyPage';
import { loadCaseStudy } from '../../../content/loadCaseStudy';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/case-studies/$slug')({
  loader: async ({ params, context }) => {
    if (!(await caseStudies.has(params.slug, context.locale))) throw notFound();
    return loadCaseStudy(params.slug, context.locale);
  },
  head: (route) =>
    pageHead(route, ({ study }) => ({
      title: study.title,
      description: study.summary,
      ogType: 'article',
    })),
  component: CaseStudyRoute,
});

function CaseStudyRoute() {
  const { study, related } = Route.useLoaderData();
  return <CaseStudyPage study={study} related={related} />;
}

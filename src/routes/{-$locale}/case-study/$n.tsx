import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudiesPages } from '../../../content/collections';
import { CaseStudyPage } from '../../../pages/CaseStudyPage';
import { loadCaseStudy } from '../../../content/loadCaseStudy';
import { pageHead } from '../../../seo/pageHead';

/** `/case-study/3` is the third card of the case studies list; its canonical is the slug page. */
export const Route = createFileRoute('/{-$locale}/case-study/$n')({
  loader: async ({ params, context }) => {
    const list = await caseStudiesPages.load('case-studies', context.locale);
    const slug = /^[1-9]\d*$/.test(params.n) ? list.studies[Number(params.n) - 1] : undefined;
    if (slug === undefined) throw notFound();
    return loadCaseStudy(slug, context.locale);
  },
  head: (route) =>
    pageHead(route, ({ study }) => ({
      title: study.title,
      description: study.summary,
      canonicalPath: `/case-studies/${study.slug}`,
      ogType: 'article',
    })),
  component: NumberedCaseStudyRoute,
});

function NumberedCaseStudyRoute() {
  const { study, related } = Route.useLoaderData();
  return <CaseStudyPage study={study} related={related} />;
}

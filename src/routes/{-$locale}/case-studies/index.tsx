import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { caseStudies, caseStudiesPages } from '../../../content/collections';
import { ListingPage } from '../../../pages/ListingPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/case-studies/')({
  loader: async ({ context: { locale } }) => {
    const page = await caseStudiesPages.load('case-studies', locale);
    const studies = await Promise.all(page.studies.map((slug) => caseStudies.load(slug, locale)));
    return { page, studies };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.page.title,
          description: loaderData.page.description,
          pathname: match.pathname,
        })
      : {},
  component: CaseStudiesRoute,
});

function CaseStudiesRoute() {
  const { t } = useTranslation();
  const { page, studies } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      listTitle={t('nav.sections.successStories')}
      items={studies.map((study, index) => ({
        title: study.title,
        summary: study.summary,
        meta: t(`nav.links.${study.industry}`),
        href: `/case-study/${index + 1}`,
      }))}
    />
  );
}

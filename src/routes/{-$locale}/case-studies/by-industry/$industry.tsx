import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudies, industries } from '../../../../content/collections';
import { isIndustrySlug } from '../../../../content/vocabulary';
import { i18nFor } from '../../../../i18n/i18n';
import { IndustryCaseStudiesPage } from '../../../../pages/IndustryCaseStudiesPage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/case-studies/by-industry/$industry')({
  loader: async ({ params, context: { locale } }) => {
    const slug = params.industry;
    if (!isIndustrySlug(slug)) throw notFound();
    const [industry, studies] = await Promise.all([
      industries.load(slug, locale),
      caseStudies.loadAll(locale),
    ]);
    return { industry, studies: studies.filter((study) => study.industry === slug) };
  },
  head: (route) =>
    pageHead(route, ({ industry }, locale) => {
      const { t } = i18nFor(locale);
      return {
        title: t('pages.byIndustryTitle', { industry: industry.title }),
        description: t('pages.byIndustrySummary', { industry: industry.title }),
      };
    }),
  component: IndustryCaseStudiesRoute,
});

function IndustryCaseStudiesRoute() {
  return <IndustryCaseStudiesPage {...Route.useLoaderData()} />;
}

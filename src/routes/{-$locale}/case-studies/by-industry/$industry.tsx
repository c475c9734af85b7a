import { createFileRoute, notFound } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ButtonLink';
import { caseStudies, industries } from '../../../../content/collections';
import { isIndustrySlug } from '../../../../content/vocabulary';
import { i18nFor } from '../../../../i18n/i18n';
import { CaseStudyListPage } from '../../../../pages/CaseStudyListPage';
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
  component: CaseStudiesByIndustryRoute,
});

function CaseStudiesByIndustryRoute() {
  const { t } = useTranslation();
  const { industry, studies } = Route.useLoaderData();
  return (
    <CaseStudyListPage
      title={t('pages.byIndustryTitle', { industry: industry.title })}
      summary={t('pages.byIndustrySummary', { industry: industry.title })}
      lead={
        <ButtonLink to="/case-studies" $variant="secondary">
          <ArrowLeft aria-hidden="true" size="1rem" className="directional" />
          {t('pages.allCaseStudies')}
        </ButtonLink>
      }
      studies={studies.map((study) => ({ study, href: `/case-studies/${study.slug}` }))}
    />
  );
}

import type { CaseStudy, Industry } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/primitives/ButtonLink';
import { Glyph } from '../components/primitives/Glyph';
import type { DocumentData } from '../content/documentData';
import { CaseStudyListPage } from './CaseStudyListPage';

export interface IndustryCaseStudiesPageProps {
  industry: DocumentData<Industry>;
  studies: DocumentData<CaseStudy>[];
}

/** The case studies of one industry, with the way back to all of them. */
export function IndustryCaseStudiesPage({ industry, studies }: IndustryCaseStudiesPageProps) {
  const { t } = useTranslation();
  return (
    <CaseStudyListPage
      title={t('pages.byIndustryTitle', { industry: industry.title })}
      summary={t('pages.byIndustrySummary', { industry: industry.title })}
      image={industry.image}
      lead={
        <ButtonLink to="/case-studies" $variant="secondary">
          <Glyph name="arrow-left" size="1rem" className="directional" />
          {t('pages.allCaseStudies')}
        </ButtonLink>
      }
      studies={studies.map((study) => ({ study, href: `/case-studies/${study.slug}` }))}
    />
  );
}

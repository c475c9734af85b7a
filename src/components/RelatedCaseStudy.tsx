import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentData } from '../content/collection';
import { formatFigure } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';
import { LinkCard } from './LinkCard';

const Headline = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  strong {
    font-size: ${({ theme }) => theme.type.figure};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** The case study that proves a service or solution: its story and its headline result. */
export function RelatedCaseStudy({ study }: { study: DocumentData<CaseStudy> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [headline] = study.results.metrics;
  return (
    <LinkCard
      title={study.title}
      summary={study.subtitle}
      image={study.image}
      pictureBeside
      href={`/case-studies/${study.slug}`}
      meta={t(`nav.links.${study.industry}`)}
      details={
        headline ? (
          <Headline>
            <strong>{formatFigure(headline, locale)}</strong>
            {headline.label}
          </Headline>
        ) : null
      }
      moreLabel={t('pages.readCaseStudy')}
    />
  );
}

import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentData } from '../../content/documentData';
import { formatFigure } from '../../i18n/formatFigure';
import { useLocale } from '../../i18n/useLocale';
import { listReset } from '../../theme/mixins';
import { LinkCard } from './LinkCard';

/**
 * The page's hero already leads with the study's first result, so the card shows the two
 * after it: more proof, nothing said twice.
 */
export const cardResults = { from: 1, to: 3 };

const Results = styled.ul`
  ${listReset}
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-block-start: ${({ theme }) => theme.space(4)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  strong {
    font-size: ${({ theme }) => theme.type.figure};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.accentText};
  }
`;

/** The case study that proves a service or solution: its story and results, as a link. */
export function RelatedCaseStudy({ study }: { study: DocumentData<CaseStudy> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <LinkCard
      title={study.title}
      summary={study.subtitle}
      image={study.image}
      pictureBeside
      href={`/case-studies/${study.slug}`}
      meta={t(`nav.links.${study.industry}`)}
      details={
        <Results aria-label={t('caseStudy.keyResults')}>
          {study.results.metrics.slice(cardResults.from, cardResults.to).map((metric) => (
            <li key={metric.label}>
              <strong>{formatFigure(metric, locale)}</strong>
              {metric.label}
            </li>
          ))}
        </Results>
      }
      moreLabel={t('pages.readCaseStudy')}
    />
  );
}

import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listReset } from '../theme/mixins';
import type { DocumentData } from '../content/collection';
import { formatFigure } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';
import { LinkCard } from './LinkCard';
import { TagList } from './TagList';

/** A case study card shows its first two tags and first three results, and counts the rest. */
const cardTags = 2;
const cardResults = 3;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  ${listReset}
  strong {
    color: ${({ theme }) => theme.color.accentText};
    margin-inline-end: ${({ theme }) => theme.space(1)};
  }
`;

const More = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

export interface CaseStudyCardProps {
  study: DocumentData<CaseStudy>;
  href: string;
}

/** A case study on a list: category, two tags, summary, three results and how many more. */
export function CaseStudyCard({ study, href }: CaseStudyCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const metrics = study.results.metrics;
  const remaining = metrics.length - cardResults;
  return (
    <LinkCard
      title={study.title}
      summary={study.summary}
      image={study.image}
      href={href}
      meta={
        <>
          {t(`nav.links.${study.industry}`)}
          <TagList tags={study.tags.slice(0, cardTags)} label={t('caseStudy.tags')} />
        </>
      }
      details={
        <div>
          <Results aria-label={t('caseStudy.keyResults')}>
            {metrics.slice(0, cardResults).map((metric) => (
              <li key={metric.label}>
                <strong>{formatFigure(metric, locale)}</strong>
                {metric.label}
              </li>
            ))}
          </Results>
          {remaining > 0 ? <More>{t('caseStudy.moreResults', { count: remaining })}</More> : null}
        </div>
      }
      moreLabel={t('pages.learnMore')}
    />
  );
}

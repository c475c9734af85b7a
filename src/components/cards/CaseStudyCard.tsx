import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { listReset } from '../../theme/mixins';
import type { DocumentData } from '../../content/documentData';
import { formatFigure } from '../../i18n/formatFigure';
import { useLocale } from '../../i18n/useLocale';
import { LinkCard } from './LinkCard';
import { LocalizedLink } from '../primitives/LocalizedLink';
import { TagList } from '../primitives/TagList';

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

/**
 * The results the card leaves out are in the study, so the count leads there. It sits in
 * the card's details, above the card's own stretched link, and is tall enough to tap.
 */
const More = styled(LocalizedLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 1.5rem;
  margin-block-start: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  text-underline-offset: 0.2em;
  @media (pointer: coarse) {
    min-block-size: 2.75rem;
  }
`;

export interface CaseStudyCardProps {
  study: DocumentData<CaseStudy>;
  href: string;
}

/**
 * A case study on a list: category, two tags, summary, three results and a link to the rest.
 * The whole card links to the study; the count of the rest links there too, named with the
 * study's title for a screen reader's list of links.
 */
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
          {remaining > 0 ? (
            <More to={href}>
              {t('caseStudy.moreResults', { count: remaining })}
              <span className="visually-hidden"> — {study.title}</span>
            </More>
          ) : null}
        </div>
      }
      moreLabel={t('pages.learnMore')}
    />
  );
}

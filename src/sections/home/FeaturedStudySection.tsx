import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid } from '../../components/cards/CardGrid';
import { FigureList } from '../../components/primitives/FigureList';
import { LinkCard } from '../../components/cards/LinkCard';
import { Section } from '../../components/primitives/Section';
import type { DocumentData } from '../../content/documentData';

/** The study's headline results: the first three, as its card on the list shows them. */
const headlineResults = 3;

/** The results lead the card's details, set off from the story above them by a rule. */
const Results = styled(FigureList)`
  padding-block-start: ${({ theme }) => theme.space(5)};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  dd {
    color: ${({ theme }) => theme.color.accentText};
  }
`;

export interface FeaturedStudySectionProps {
  title: string;
  study: DocumentData<CaseStudy>;
}

/**
 * One case study on the home page, results first: its client, title and three headline
 * results beside its picture, the whole card a link to the study. The picture is drawn
 * through `Artwork` (by the card), so a photograph can replace the drawing in content.
 */
export function FeaturedStudySection({ title, study }: FeaturedStudySectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      <CardGrid minWidth={30}>
        <LinkCard
          title={study.title}
          summary={study.subtitle}
          image={study.image}
          pictureBeside
          href={`/case-studies/${study.slug}`}
          meta={study.client.name}
          details={<Results figures={study.results.metrics.slice(0, headlineResults)} />}
          moreLabel={t('pages.readCaseStudy')}
        />
      </CardGrid>
    </Section>
  );
}

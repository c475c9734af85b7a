import type { Industry } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Artwork } from '../components/primitives/Artwork';
import { ButtonLink, ButtonPair, ButtonRow } from '../components/primitives/ButtonLink';
import { CallToAction } from '../sections/CallToAction';
import { CardGrid, PlainCard } from '../components/cards/CardGrid';
import { CheckList } from '../components/primitives/CheckList';
import { FeatureGrid } from '../components/cards/FeatureGrid';
import { Icon } from '../components/primitives/Icon';
import { MediaSplit } from '../components/primitives/MediaSplit';
import { Paragraphs } from '../components/primitives/Paragraphs';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';

const StudyTitle = styled.h3`
  font-size: ${({ theme }) => theme.type.subsection};
`;

const StudyText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The industry template: hero, overview, solutions, one case study, benefits, closing call. */
export function IndustryPage({ industry }: { industry: DocumentData<Industry> }) {
  const { t } = useTranslation();
  const { overview, caseStudy, closing } = industry;
  return (
    <article>
      <PageHeader
        kind="detail"
        eyebrow={t('nav.sections.industries')}
        title={industry.title}
        summary={industry.summary}
        image={industry.image}
        actions={
          <ButtonPair primary={industry.primaryAction} secondary={industry.secondaryAction} />
        }
      />
      <Section title={overview.title}>
        <MediaSplit media={<Artwork image={overview.image} />}>
          <Paragraphs paragraphs={overview.paragraphs} />
        </MediaSplit>
      </Section>
      <Section title={industry.solutionsTitle}>
        <CardGrid minWidth={16}>
          {industry.solutions.map((solution) => (
            <PlainCard key={solution.title}>
              <Icon name={solution.icon} size="2rem" />
              <h3>{solution.title}</h3>
              <p>{solution.description}</p>
              <CheckList items={solution.features} />
            </PlainCard>
          ))}
        </CardGrid>
      </Section>
      <Section title={t('pages.successStory')}>
        <MediaSplit media={<Artwork image={caseStudy.image} />} mediaFirst>
          <StudyText>
            <StudyTitle>{caseStudy.title}</StudyTitle>
            <p>{caseStudy.description}</p>
            <CheckList items={caseStudy.results} />
            <ButtonRow>
              <ButtonLink to={caseStudy.href}>
                {t('pages.readCaseStudy')}
                <span className="visually-hidden"> — {caseStudy.title}</span>
              </ButtonLink>
            </ButtonRow>
          </StudyText>
        </MediaSplit>
      </Section>
      <Section title={industry.benefitsTitle}>
        <FeatureGrid items={industry.benefits} columns={3} />
      </Section>
      <CallToAction
        title={closing.title}
        summary={closing.summary}
        primary={closing.primaryAction}
        secondary={closing.secondaryAction}
      />
    </article>
  );
}

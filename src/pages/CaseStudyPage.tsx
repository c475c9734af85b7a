import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CallToAction } from '../sections/CallToAction';
import { CheckList } from '../components/primitives/CheckList';
import { FeatureGrid } from '../components/cards/FeatureGrid';
import { FigureList } from '../components/primitives/FigureList';
import { GridFrame } from '../components/primitives/GridFrame';
import { CardGrid } from '../components/cards/CardGrid';
import { LinkCard } from '../components/cards/LinkCard';
import { PageHeader } from '../sections/PageHeader';
import { Paragraphs } from '../components/primitives/Paragraphs';
import { Quote } from '../components/primitives/Quote';
import { ResultsDashboard } from '../sections/ResultsDashboard';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { balancedGrid } from '../theme/balancedGrid';
import { cardSurface, listReset } from '../theme/mixins';

/** The client's four facts: name, sector, size and place. */
const Profile = styled.dl`
  margin: 0;
  ${balancedGrid(4, 13)}
  div {
    ${cardSurface}
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.type.small};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.type.item};
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

const Lead = styled.p`
  margin-block-end: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Challenges = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${listReset}
  li {
    padding-inline-start: ${({ theme }) => theme.space(4)};
    border-inline-start: 3px solid ${({ theme }) => theme.color.accent};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface CaseStudyPageProps {
  study: DocumentData<CaseStudy>;
  related: DocumentData<CaseStudy>[];
}

/** How many results the hero leads with; the results section lists the rest. */
const headlineResultCount = 3;

/**
 * The case study template: hero with its headline results, client profile, overview,
 * challenges, solution, the rest of the results, testimonial, related studies, call to
 * action. The `spotlight` layout follows the hero with the results' story and sets
 * challenges and solution side by side. Each figure and each picture appears once.
 */
export function CaseStudyPage({ study, related }: CaseStudyPageProps) {
  const { t } = useTranslation();
  const spotlight = study.layout === 'spotlight';
  const { client, solution, results } = study;

  const headline = results.metrics.slice(0, headlineResultCount);
  const further = results.metrics.slice(headlineResultCount);

  const resultsSection = (
    <Section title={results.title} summary={results.description}>
      {further.length > 0 ? <FigureList figures={further} /> : null}
    </Section>
  );

  return (
    <article>
      <PageHeader
        eyebrow={t(`nav.links.${study.industry}`)}
        title={study.title}
        summary={study.subtitle}
        image={study.image}
        actions={<ResultsDashboard figures={headline} title={t('caseStudy.keyResults')} />}
      />
      {spotlight ? resultsSection : null}
      <Section title={t('caseStudy.client')}>
        <GridFrame>
          <Profile>
            <div>
              <dt>{t('caseStudy.clientName')}</dt>
              <dd>{client.name}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.industry')}</dt>
              <dd>{client.sector}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.size')}</dt>
              <dd>{client.size}</dd>
            </div>
            <div>
              <dt>{t('caseStudy.location')}</dt>
              <dd>{client.location}</dd>
            </div>
          </Profile>
        </GridFrame>
      </Section>
      <Section title={t('pages.overview')} headingBeside>
        <Paragraphs paragraphs={study.overview} />
      </Section>
      {spotlight ? (
        <Section title={t('caseStudy.challengeAndSolution')}>
          <Columns>
            <div>
              <SubHeading>{t('caseStudy.challenges')}</SubHeading>
              <Challenges>
                {study.challenges.map((challenge) => (
                  <li key={challenge.title}>
                    <strong>{challenge.title}</strong>
                    <p>{challenge.description}</p>
                  </li>
                ))}
              </Challenges>
            </div>
            <div>
              <SubHeading>{solution.title}</SubHeading>
              <Lead>{solution.description}</Lead>
              <CheckList items={solution.details} />
            </div>
          </Columns>
        </Section>
      ) : (
        <>
          <Section title={t('caseStudy.challenges')}>
            <FeatureGrid items={study.challenges} columns={study.challenges.length} />
          </Section>
          <Section title={solution.title} summary={solution.description}>
            <CheckList items={solution.details} />
          </Section>
        </>
      )}
      {spotlight ? null : resultsSection}
      {study.testimonial ? (
        <Section title={t('caseStudy.testimonial')}>
          <Quote
            quote={study.testimonial.quote}
            name={study.testimonial.author}
            role={t('pages.personRole', {
              title: study.testimonial.position,
              company: study.testimonial.company,
            })}
          />
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section title={t('caseStudy.related')}>
          <CardGrid>
            {related.map((other) => (
              <LinkCard
                key={other.slug}
                title={other.title}
                summary={other.summary}
                meta={t(`nav.links.${other.industry}`)}
                href={`/case-studies/${other.slug}`}
                moreLabel={t('pages.learnMore')}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <CallToAction />
    </article>
  );
}

import type { CaseStudy, Solution } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { ButtonPair } from '../components/primitives/ButtonLink';
import { CallToAction } from '../sections/CallToAction';
import { CardGrid, PlainCard } from '../components/cards/CardGrid';
import { CheckList } from '../components/primitives/CheckList';
import { FeatureGrid } from '../components/cards/FeatureGrid';
import { LinkCard } from '../components/cards/LinkCard';
import { PageHeader } from '../sections/PageHeader';
import { Paragraphs } from '../components/primitives/Paragraphs';
import { ProcessSteps } from '../sections/ProcessSteps';
import { ProofAndQuestions } from '../sections/ProofAndQuestions';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { headlineOutcome } from '../content/headlineOutcome';
import { useLocale } from '../i18n/useLocale';

export interface SolutionPageProps {
  solution: DocumentData<Solution>;
  related: DocumentData<Solution>[];
  /** The case study its engagement names; the web editor's preview leaves it out. */
  study?: DocumentData<CaseStudy>;
}

/**
 * The solution template: hero, overview, key benefits, key features, how an engagement
 * runs, the case study that proves it, what buyers ask, related solutions, closing call.
 */
export function SolutionPage({ solution, related, study }: SolutionPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { engagement } = solution;
  return (
    <article>
      <PageHeader
        kind="detail"
        outcome={study ? headlineOutcome(study, locale) : undefined}
        eyebrow={t('nav.sections.solutions')}
        title={solution.title}
        summary={solution.summary}
        image={solution.image}
        actions={
          <ButtonPair
            primary={{ label: t('nav.consultation'), href: '/contact' }}
            secondary={{ label: t('pages.ctaSecondary'), href: '/case-studies' }}
          />
        }
      />
      <Section title={t('pages.overview')} headingBeside>
        <Paragraphs paragraphs={solution.overview} />
      </Section>
      <Section title={t('pages.keyBenefits')}>
        <CardGrid minWidth={18}>
          {solution.benefits.map((group) => (
            <PlainCard key={group.title}>
              <h3>{group.title}</h3>
              <CheckList items={group.items} />
            </PlainCard>
          ))}
        </CardGrid>
      </Section>
      <Section title={t('pages.keyFeatures')}>
        <FeatureGrid items={solution.features} columns={3} />
      </Section>
      <Section title={t('pages.howWeWork')}>
        <ProcessSteps steps={engagement.process} />
      </Section>
      <ProofAndQuestions study={study} questions={engagement.questions} />
      <Section title={t('pages.relatedSolutions')}>
        <CardGrid>
          {related.map((other) => (
            <LinkCard
              key={other.slug}
              title={other.title}
              summary={other.summary}
              icon={other.icon}
              href={`/solutions/${other.slug}`}
              moreLabel={t('pages.learnMore')}
            />
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        title={solution.ctaText ?? t('pages.solutionCtaTitle')}
        primary={{
          label: solution.ctaButtonText ?? t('pages.solutionCtaButton'),
          href: solution.ctaLinkUrl ?? '/contact',
        }}
        secondary={{ label: t('pages.exploreSolutions'), href: '/solutions' }}
      />
    </article>
  );
}

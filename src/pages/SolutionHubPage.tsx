import type { Page, Solution } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../sections/CallToAction';
import { CardGrid } from '../components/cards/CardGrid';
import { LinkCard } from '../components/cards/LinkCard';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';

export interface SolutionHubPageProps {
  page: DocumentData<Page>;
  solutions: DocumentData<Solution>[];
}

/** /solutions: the featured solutions with their pictures, then the rest. */
export function SolutionHubPage({ page, solutions }: SolutionHubPageProps) {
  const { t } = useTranslation();
  const card = (solution: DocumentData<Solution>, withImage: boolean) => (
    <LinkCard
      key={solution.slug}
      title={solution.title}
      summary={solution.summary}
      href={`/solutions/${solution.slug}`}
      {...(withImage ? { image: solution.image } : { icon: solution.icon })}
      moreLabel={t('pages.learnMore')}
    />
  );
  return (
    <>
      <PageHeader kind="listing" title={page.title} summary={page.summary} image={page.image} />
      <Section title={t('pages.featuredSolutions')}>
        <CardGrid>
          {solutions.filter(({ featured }) => featured).map((s) => card(s, true))}
        </CardGrid>
      </Section>
      <Section title={t('pages.moreSolutions')}>
        <CardGrid>
          {solutions.filter(({ featured }) => !featured).map((s) => card(s, false))}
        </CardGrid>
      </Section>
      <CallToAction kind="row" />
    </>
  );
}

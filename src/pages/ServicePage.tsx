import type { CaseStudy, Service } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../components/primitives/Artwork';
import { ButtonPair } from '../components/primitives/ButtonLink';
import { CallToAction } from '../sections/CallToAction';
import { CardGrid } from '../components/cards/CardGrid';
import { FeatureGrid } from '../components/cards/FeatureGrid';
import { PageHeader } from '../sections/PageHeader';
import { Paragraphs } from '../components/primitives/Paragraphs';
import { ProcessSteps } from '../sections/ProcessSteps';
import { ProofAndQuestions } from '../sections/ProofAndQuestions';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { headlineOutcome } from '../content/headlineOutcome';
import { useLocale } from '../i18n/useLocale';

export interface ServicePageProps {
  service: DocumentData<Service>;
  /** The case study its engagement names; the web editor's preview leaves it out. */
  study?: DocumentData<CaseStudy>;
}

/**
 * A service detail page: what it is, its four feature blocks, how an engagement runs, the
 * case study that proves it and what buyers ask, closing on a call that names the service.
 */
export function ServicePage({ service, study }: ServicePageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { engagement } = service;
  return (
    <article>
      <PageHeader
        kind="detail"
        eyebrow={t('nav.links.services')}
        title={service.title}
        summary={service.summary}
        actions={<ButtonPair primary={service.primaryAction} secondary={service.secondaryAction} />}
        image={service.image}
        outcome={study ? headlineOutcome(study, locale) : undefined}
      />
      <Section title={t('pages.overview')} headingBeside>
        <Paragraphs paragraphs={service.overview} />
      </Section>
      <Section title={t('pages.keyFeatures')}>
        <FeatureGrid items={service.features} />
      </Section>
      <Section title={t('pages.howWeWork')}>
        <ProcessSteps steps={engagement.process} />
      </Section>
      {service.gallery.length > 0 ? (
        <Section title={t('pages.inPractice')}>
          <CardGrid minWidth={16}>
            {service.gallery.map((image) => (
              <li key={image.src}>
                <Artwork image={image} />
              </li>
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <ProofAndQuestions study={study} questions={engagement.questions} />
      <CallToAction
        title={t('pages.serviceCtaTitle', { service: service.title })}
        primary={service.primaryAction}
        secondary={service.secondaryAction}
      />
    </article>
  );
}

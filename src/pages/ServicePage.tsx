import type { Service } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { Artwork } from '../components/Artwork';
import { ButtonPair } from '../components/ButtonLink';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid } from '../components/FeatureGrid';
import { Paragraphs } from '../components/Paragraphs';
import { PageHeader } from '../components/PageHeader';
import { CardGrid } from '../components/CardGrid';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';

/** A service detail page: what it is, how we deliver it, its four feature blocks. */
export function ServicePage({ service }: { service: DocumentData<Service> }) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeader
        eyebrow={t('nav.links.services')}
        title={service.title}
        summary={service.summary}
        actions={<ButtonPair primary={service.primaryAction} secondary={service.secondaryAction} />}
        image={service.image}
      />
      <Section title={t('pages.overview')} headingBeside>
        <Paragraphs paragraphs={service.overview} />
      </Section>
      <Section title={t('pages.keyFeatures')} tinted>
        <FeatureGrid items={service.features} />
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
      <CallToAction primary={service.primaryAction} secondary={service.secondaryAction} />
    </article>
  );
}

import type { HomePage as HomeDocument, Testimonial } from 'contentlayer/generated';
import type { DocumentData } from '../content/collection';
import { ConsultationSection } from '../sections/ConsultationSection';
import { HighlightsSection } from '../sections/HighlightsSection';
import { HomeHero } from '../sections/HomeHero';
import { ServiceCardsSection } from '../sections/ServiceCardsSection';
import { StatisticsSection } from '../sections/StatisticsSection';
import { TestimonialsSection } from '../sections/TestimonialsSection';

export interface HomePageProps {
  home: DocumentData<HomeDocument>;
  /** The testimonials the home document names, in its order. */
  quotes: DocumentData<Testimonial>[];
}

/** The home page: hero, figures, credentials, reasons, services, testimonials, consultation. */
export function HomePage({ home, quotes }: HomePageProps) {
  return (
    <>
      <HomeHero hero={home.hero} />
      <StatisticsSection {...home.statistics} />
      <HighlightsSection {...home.credentials} />
      <HighlightsSection {...home.whyChooseUs} tinted />
      <ServiceCardsSection {...home.services} />
      <TestimonialsSection {...home.testimonials} testimonials={quotes} />
      <ConsultationSection {...home.consultation} />
    </>
  );
}

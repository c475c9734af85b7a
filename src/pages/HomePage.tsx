import type { CaseStudy, HomePage as HomeDocument, Testimonial } from 'contentlayer/generated';
import type { DocumentData } from '../content/documentData';
import { ConsultationSection } from '../sections/home/ConsultationSection';
import { FeaturedStudySection } from '../sections/home/FeaturedStudySection';
import { HighlightsSection } from '../sections/home/HighlightsSection';
import { HomeHero } from '../sections/home/HomeHero';
import { ServiceCardsSection } from '../sections/home/ServiceCardsSection';
import { StatisticsSection } from '../sections/home/StatisticsSection';
import { TestimonialsSection } from '../sections/home/TestimonialsSection';

export interface HomePageProps {
  home: DocumentData<HomeDocument>;
  /** The case study the home document features. */
  featured: DocumentData<CaseStudy>;
  /** The testimonials the home document names, in its order. */
  quotes: DocumentData<Testimonial>[];
}

/**
 * The home page, results first: hero, the proof band (the one place its figures show), a
 * featured case study, credentials, reasons, services, testimonials, consultation.
 */
export function HomePage({ home, featured, quotes }: HomePageProps) {
  return (
    <>
      <HomeHero hero={home.hero} />
      <StatisticsSection {...home.statistics} />
      <FeaturedStudySection title={home.featuredStudy.title} study={featured} />
      <HighlightsSection {...home.credentials} />
      <HighlightsSection {...home.whyChooseUs} />
      <ServiceCardsSection {...home.services} />
      <TestimonialsSection {...home.testimonials} testimonials={quotes} />
      <ConsultationSection {...home.consultation} />
    </>
  );
}

import type { Testimonial } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/cards/CardGrid';
import { Quote } from '../../components/primitives/Quote';
import { Section } from '../../components/primitives/Section';
import type { DocumentData } from '../../content/documentData';

export interface TestimonialsSectionProps {
  title: string;
  summary: string;
  testimonials: DocumentData<Testimonial>[];
}

/**
 * What clients say: the home page's one testimonial area. Its summary gives the average
 * rating; the client count and retention are shown once elsewhere on the page, so no row of
 * figures repeats them here.
 */
export function TestimonialsSection({ title, summary, testimonials }: TestimonialsSectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={title} summary={summary}>
      <CardGrid minWidth={18}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.slug}>
            <Quote
              quote={testimonial.quote}
              name={testimonial.name}
              role={t('pages.personRole', {
                title: testimonial.title,
                company: testimonial.company,
              })}
              rating={testimonial.rating}
            />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

import type { Testimonial } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardGrid } from '../components/CardGrid';
import { FigureList, type LabelledFigure } from '../components/FigureList';
import { Quote } from '../components/Quote';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';

const Quotes = styled(CardGrid)`
  margin-block-end: ${({ theme }) => theme.space(12)};
`;

export interface TestimonialsSectionProps {
  title: string;
  summary: string;
  testimonials: DocumentData<Testimonial>[];
  figures: LabelledFigure[];
}

/** What clients say, with the rating, client count and retention behind it. */
export function TestimonialsSection({
  title,
  summary,
  testimonials,
  figures,
}: TestimonialsSectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={title} summary={summary} tinted>
      <Quotes minWidth={18}>
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
      </Quotes>
      <FigureList figures={figures} />
    </Section>
  );
}

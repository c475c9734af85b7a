import type { CaseStudy, Testimonial } from 'contentlayer/generated';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtworkImage } from '../components/primitives/Artwork';
import { CallToAction, type CallToActionProps } from '../sections/CallToAction';
import { CaseStudyCard } from '../components/cards/CaseStudyCard';
import { FigureList, type LabelledFigure } from '../components/primitives/FigureList';
import { CardGrid } from '../components/cards/CardGrid';
import { PageHeader } from '../sections/PageHeader';
import { Quote } from '../components/primitives/Quote';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';

export interface CaseStudyListPageProps {
  title: string;
  summary: string;
  image: ArtworkImage;
  /** Under the summary, such as the way back to all case studies. */
  lead?: ReactNode;
  studies: { study: DocumentData<CaseStudy>; href: string }[];
  impact?: { title: string; figures: LabelledFigure[] };
  testimonial?: DocumentData<Testimonial>;
  closing?: CallToActionProps;
}

/** The case studies list, whole or for one industry: cards, then the impact behind them. */
export function CaseStudyListPage({
  title,
  summary,
  image,
  lead,
  studies,
  impact,
  testimonial,
  closing,
}: CaseStudyListPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader kind="listing" title={title} summary={summary} image={image} actions={lead} />
      <Section title={t('nav.sections.successStories')}>
        <CardGrid minWidth={20}>
          {studies.map(({ study, href }) => (
            <CaseStudyCard key={study.slug} study={study} href={href} />
          ))}
        </CardGrid>
      </Section>
      {impact ? (
        <Section title={impact.title}>
          <FigureList figures={impact.figures} />
        </Section>
      ) : null}
      {testimonial ? (
        <Section title={t('caseStudy.testimonial')}>
          <Quote
            quote={testimonial.quote}
            name={testimonial.name}
            role={t('pages.personRole', { title: testimonial.title, company: testimonial.company })}
            rating={testimonial.rating}
          />
        </Section>
      ) : null}
      <CallToAction {...closing} />
    </>
  );
}

import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import type { DocumentData } from '../content/documentData';
import { CardGrid } from '../components/cards/CardGrid';
import { QuestionList, type Question } from './QuestionList';
import { RelatedCaseStudy } from '../components/cards/RelatedCaseStudy';
import { Section } from '../components/primitives/Section';

export interface ProofAndQuestionsProps {
  /** The case study the engagement names; the web editor's preview has none. */
  study?: DocumentData<CaseStudy>;
  questions: Question[];
}

/** How a service or solution page makes its case: the study that proves it, then what buyers ask. */
export function ProofAndQuestions({ study, questions }: ProofAndQuestionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {study ? (
        <Section title={t('pages.proof')}>
          <CardGrid minWidth={40}>
            <RelatedCaseStudy study={study} />
          </CardGrid>
        </Section>
      ) : null}
      <Section title={t('pages.questions')} headingBeside>
        <QuestionList questions={questions} />
      </Section>
    </>
  );
}

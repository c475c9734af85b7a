import type { CaseStudy } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import type { DocumentData } from '../content/collection';
import { DetailPage } from './DetailPage';

export function CaseStudyPage({ study }: { study: DocumentData<CaseStudy> }) {
  const { t } = useTranslation();
  return (
    <DetailPage
      eyebrow={t(`nav.links.${study.industry}`)}
      title={study.title}
      summary={study.summary}
    />
  );
}

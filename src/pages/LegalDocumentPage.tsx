import type { LegalPage } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../sections/PageHeader';
import { proseComponents } from '../sections/reading/proseComponents';
import { ReadingColumns } from '../sections/reading/ReadingColumns';
import type { DocumentData } from '../content/documentData';
import type { ContentsEntry } from '../content/mdxBodies';
import { formatDate } from '../i18n/formatDate';
import { useLocale } from '../i18n/useLocale';

export interface LegalDocumentPageProps {
  document: DocumentData<LegalPage>;
  Body: MDXContent;
  /** The document's sections, for its contents. */
  contents: ContentsEntry[];
}

/** The privacy policy and the terms of service. */
export function LegalDocumentPage({ document, Body, contents }: LegalDocumentPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article>
      <PageHeader
        eyebrow={t('pages.updatedOn', { date: formatDate(document.updated, locale) })}
        title={document.title}
        summary={document.description}
      />
      <ReadingColumns contents={contents}>
        <Body components={proseComponents} />
      </ReadingColumns>
    </article>
  );
}

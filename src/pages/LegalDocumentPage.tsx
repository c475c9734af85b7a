import type { LegalPage } from 'contentlayer/generated';
import type { MDXContent } from 'mdx/types';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { proseComponents } from '../components/proseComponents';
import { Prose } from '../components/Prose';
import type { DocumentData } from '../content/collection';
import { formatDate } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';

export interface LegalDocumentPageProps {
  document: DocumentData<LegalPage>;
  Body: MDXContent;
}

/** The privacy policy and the terms of service. */
export function LegalDocumentPage({ document, Body }: LegalDocumentPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article>
      <PageHeader
        eyebrow={t('pages.updatedOn', { date: formatDate(document.updated, locale) })}
        title={document.title}
        summary={document.description}
      />
      <Container>
        <Prose>
          <Body components={proseComponents} />
        </Prose>
      </Container>
    </article>
  );
}

import type { Page } from 'contentlayer/generated';
import type { ReactNode } from 'react';
import { CallToAction, type CallToActionProps } from '../components/CallToAction';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';

export interface CollectionPageProps {
  page: DocumentData<Page>;
  listTitle: string;
  children: ReactNode;
  /** The closing band; the site-wide "talk to us" by default. */
  closing?: CallToActionProps;
}

/** An Insights section page: its header, what it holds, and the way to talk to us. */
export function CollectionPage({ page, listTitle, children, closing }: CollectionPageProps) {
  return (
    <>
      <PageHeader title={page.title} summary={page.summary} />
      <Section title={listTitle}>{children}</Section>
      <CallToAction {...closing} />
    </>
  );
}

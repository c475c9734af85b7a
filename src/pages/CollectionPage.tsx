import type { Page } from 'contentlayer/generated';
import { CallToAction, type CallToActionProps } from '../sections/CallToAction';
import { EntryList, type EntryListItem } from '../components/cards/EntryList';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';

export interface CollectionPageProps {
  page: DocumentData<Page>;
  listTitle: string;
  entries: EntryListItem[];
  /** The closing band; the site-wide "talk to us" by default. */
  closing?: CallToActionProps;
}

/** An Insights section page: its header, the entries it holds, and the way to talk to us. */
export function CollectionPage({ page, listTitle, entries, closing }: CollectionPageProps) {
  return (
    <>
      <PageHeader kind="listing" title={page.title} summary={page.summary} image={page.image} />
      <Section title={listTitle}>
        <EntryList items={entries} />
      </Section>
      <CallToAction kind="row" {...closing} />
    </>
  );
}

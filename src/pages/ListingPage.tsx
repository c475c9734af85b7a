import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '../components/CallToAction';
import { CardGrid, LinkCard, type LinkCardProps } from '../components/LinkCard';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';

export interface ListingPageProps {
  title: string;
  summary: string;
  listTitle: string;
  items: Omit<LinkCardProps, 'moreLabel'>[];
  /** Shown between the header and the list, such as a way back to the full list. */
  lead?: ReactNode;
  /** Shown after the list, before the closing call to action. */
  after?: ReactNode;
}

/** An overview page: its header, then a card for each page beneath it. */
export function ListingPage({ title, summary, listTitle, items, lead, after }: ListingPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} summary={summary} actions={lead} />
      <Section title={listTitle}>
        <CardGrid>
          {items.map((item) => (
            <LinkCard key={item.href} {...item} moreLabel={t('pages.learnMore')} />
          ))}
        </CardGrid>
      </Section>
      {after}
      <CallToAction />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { CallToAction } from '../sections/CallToAction';
import { CardGrid } from '../components/cards/CardGrid';
import type { ArtworkImage } from '../components/primitives/Artwork';
import { LinkCard, type LinkCardProps } from '../components/cards/LinkCard';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';

export interface ListingPageProps {
  title: string;
  summary: string;
  image: ArtworkImage;
  listTitle: string;
  items: Omit<LinkCardProps, 'moreLabel'>[];
}

/** An overview page: its header, then a card for each page beneath it. */
export function ListingPage({ title, summary, image, listTitle, items }: ListingPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader kind="listing" title={title} summary={summary} image={image} />
      <Section title={listTitle}>
        <CardGrid>
          {items.map((item) => (
            <LinkCard key={item.href} {...item} moreLabel={t('pages.learnMore')} />
          ))}
        </CardGrid>
      </Section>
      <CallToAction kind="row" />
    </>
  );
}

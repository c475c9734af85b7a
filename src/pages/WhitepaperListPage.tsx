import type { Page, Whitepaper } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { WhitepaperCover } from '../components/cards/WhitepaperCover';
import type { DocumentData } from '../content/documentData';
import { ListingPage } from './ListingPage';

export interface WhitepaperListPageProps {
  page: DocumentData<Page>;
  whitepapers: DocumentData<Whitepaper>[];
}

/**
 * The whitepapers: a card for each with its cover, the whole card one link to the
 * whitepaper's page, where the one way to ask for it is.
 */
export function WhitepaperListPage({ page, whitepapers }: WhitepaperListPageProps) {
  const { t } = useTranslation();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      image={page.image}
      listTitle={t('pages.whitepapersList')}
      items={whitepapers.map((paper) => ({
        title: paper.title,
        summary: paper.description,
        href: `/insights/whitepapers/${paper.slug}`,
        image: paper.cover,
        cover: (
          <WhitepaperCover
            title={paper.title}
            topic={paper.topic}
            kicker={`${t('insightsPages.whitepaper')} · ${t(`blogCategories.${paper.topic}`)}`}
          />
        ),
      }))}
    />
  );
}

import type { Page, Whitepaper } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ButtonLink';
import type { DocumentData } from '../content/collection';
import { ListingPage } from './ListingPage';

export interface WhitepaperListPageProps {
  page: DocumentData<Page>;
  whitepapers: DocumentData<Whitepaper>[];
}

/** The whitepapers: a card for each, with its page and the way to ask for the download. */
export function WhitepaperListPage({ page, whitepapers }: WhitepaperListPageProps) {
  const { t } = useTranslation();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      image={page.image}
      listTitle={t('nav.links.whitepapers')}
      items={whitepapers.map((paper) => ({
        title: paper.title,
        summary: paper.description,
        href: `/insights/whitepapers/${paper.slug}`,
        details: (
          <ButtonLink to="/contact" $variant="secondary">
            {t('insightsPages.download')}
            <span className="visually-hidden"> — {paper.title}</span>
          </ButtonLink>
        ),
      }))}
    />
  );
}

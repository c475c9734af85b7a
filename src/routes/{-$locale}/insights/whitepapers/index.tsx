import { ButtonLink } from '../../../../components/ButtonLink';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages, whitepapers } from '../../../../content/collections';
import { ListingPage } from '../../../../pages/ListingPage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/whitepapers/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('whitepapers', locale),
    whitepapers: await whitepapers.loadAll(locale),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: WhitepapersRoute,
});

function WhitepapersRoute() {
  const { t } = useTranslation();
  const { page, whitepapers: all } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      listTitle={t('nav.links.whitepapers')}
      items={all.map((paper) => ({
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

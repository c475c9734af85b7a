import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages, researchItems } from '../../../content/collections';
import { CollectionPage } from '../../../pages/CollectionPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/research')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('research', locale),
    items: await researchItems.loadAll(locale),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: ResearchRoute,
});

function ResearchRoute() {
  const { t } = useTranslation();
  const { page, items } = Route.useLoaderData();
  return (
    <CollectionPage
      page={page}
      listTitle={t('pages.researchList')}
      closing={{
        title: t('insightsPages.researchAccessTitle'),
        summary: t('insightsPages.researchAccessSummary'),
        primary: { label: t('insightsPages.requestResearchAccess'), href: '/contact' },
        secondary: null,
      }}
      entries={items.map((item) => ({ key: item.slug, title: item.title, summary: item.summary }))}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { industries, pages } from '../../../content/collections';
import { ListingPage } from '../../../pages/ListingPage';
import { industrySlugs } from '../../../content/vocabulary';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/industries/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('industries', locale),
    // In the order of industrySlugs (healthcare first), not of the file names.
    industries: await Promise.all(industrySlugs.map((slug) => industries.load(slug, locale))),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: IndustriesRoute,
});

function IndustriesRoute() {
  const { t } = useTranslation();
  const { page, industries: all } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      image={page.image}
      listTitle={t('pages.industriesList')}
      items={all.map((industry) => ({
        title: industry.title,
        summary: industry.summary,
        image: industry.image,
        href: `/industries/${industry.slug}`,
      }))}
    />
  );
}

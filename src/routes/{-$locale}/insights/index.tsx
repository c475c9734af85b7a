import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pages } from '../../../content/collections';
import type { NavLabel } from '../../../content/navigation';
import { ListingPage } from '../../../pages/ListingPage';
import { NewsletterSection } from '../../../sections/NewsletterSection';
import { pageHead } from '../../../seo/pageHead';

const sections: { page: string; label: NavLabel }[] = [
  { page: 'blog', label: 'blog' },
  { page: 'whitepapers', label: 'whitepapers' },
  { page: 'research', label: 'research' },
  { page: 'webinars', label: 'webinars' },
  { page: 'events', label: 'events' },
  { page: 'newsletters', label: 'newsletters' },
];

export const Route = createFileRoute('/{-$locale}/insights/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('insights', locale),
    sections: await Promise.all(sections.map(({ page }) => pages.load(page, locale))),
  }),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.page.title,
          description: loaderData.page.description,
          pathname: match.pathname,
        })
      : {},
  component: InsightsRoute,
});

function InsightsRoute() {
  const { t } = useTranslation();
  const { page, sections: sectionPages } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      listTitle={t('nav.sections.insights')}
      after={<NewsletterSection withName />}
      items={sectionPages.map((section) => ({
        title: section.title,
        summary: section.summary,
        href: `/insights/${section.slug}`,
      }))}
    />
  );
}

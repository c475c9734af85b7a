import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { blogPosts, pages } from '../../../../content/collections';
import { formatDate } from '../../../../i18n/intlLocale';
import { useLocale } from '../../../../i18n/useLocale';
import { ListingPage } from '../../../../pages/ListingPage';
import { NewsletterSection } from '../../../../sections/NewsletterSection';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/blog/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('blog', locale),
    posts: (await blogPosts.loadAll(locale)).sort((a, b) => b.date.localeCompare(a.date)),
  }),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.page.title,
          description: loaderData.page.description,
          pathname: match.pathname,
        })
      : {},
  component: BlogRoute,
});

function BlogRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, posts } = Route.useLoaderData();
  return (
    <ListingPage
      title={page.title}
      summary={page.summary}
      listTitle={t('nav.links.blog')}
      after={<NewsletterSection />}
      items={posts.map((post) => ({
        title: post.title,
        summary: post.excerpt,
        meta: `${t(`blogCategories.${post.category}`)} · ${formatDate(post.date, locale)}`,
        href: `/insights/blog/${post.slug}`,
      }))}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { newestFirst, publishedPosts } from '../../../../content/blogOrder';
import { blogPosts, pages } from '../../../../content/collections';
import { BlogIndexPage } from '../../../../pages/BlogIndexPage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/blog/')({
  loader: async ({ context: { locale } }) => ({
    page: await pages.load('blog', locale),
    posts: newestFirst(publishedPosts(await blogPosts.loadAll(locale))),
  }),
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: BlogRoute,
});

function BlogRoute() {
  const { page, posts } = Route.useLoaderData();
  return <BlogIndexPage page={page} posts={posts} />;
}

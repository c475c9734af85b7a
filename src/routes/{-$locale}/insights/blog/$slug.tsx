import { createFileRoute, notFound } from '@tanstack/react-router';
import { adjacentPosts, publishedPosts } from '../../../../content/blogOrder';
import { buildDay } from '../../../../content/buildDay';
import { blogPosts } from '../../../../content/collections';
import { loadMdxBody } from '../../../../content/mdxBodies';
import { isPublished } from '../../../../content/schedule';
import { ArticlePage } from '../../../../pages/ArticlePage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/blog/$slug')({
  loader: async ({ params, context }) => {
    if (!(await blogPosts.has(params.slug, context.locale))) throw notFound();
    const [post, posts] = await Promise.all([
      blogPosts.load(params.slug, context.locale),
      blogPosts.loadAll(context.locale),
    ]);
    const today = buildDay();
    if (!isPublished(post.date, today)) throw notFound();
    const published = publishedPosts(posts, today);
    const { Body, contents } = await loadMdxBody(post._id, context.locale);
    return { post, Body, contents, keepReading: adjacentPosts(published, params.slug) };
  },
  head: (route) =>
    pageHead(route, ({ post }) => ({
      title: post.title,
      description: post.excerpt,
      ogType: 'article',
    })),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  return <ArticlePage {...Route.useLoaderData()} />;
}

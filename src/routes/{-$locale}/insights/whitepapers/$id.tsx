import { createFileRoute, notFound } from '@tanstack/react-router';
import { pages, whitepapers } from '../../../../content/collections';
import { loadMdxBody } from '../../../../content/mdxBodies';
import { WhitepaperPage } from '../../../../pages/WhitepaperPage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/whitepapers/$id')({
  loader: async ({ params, context }) => {
    if (!(await whitepapers.has(params.id, context.locale))) throw notFound();
    // A whitepaper has no picture of its own: it shows the whitepapers page's.
    const [paper, { image }] = await Promise.all([
      whitepapers.load(params.id, context.locale),
      pages.load('whitepapers', context.locale),
    ]);
    return { paper, image, ...(await loadMdxBody(paper._id, context.locale)) };
  },
  head: (route) =>
    pageHead(route, ({ paper }) => ({
      title: paper.title,
      description: paper.description,
      ogType: 'article',
    })),
  component: WhitepaperRoute,
});

function WhitepaperRoute() {
  return <WhitepaperPage {...Route.useLoaderData()} />;
}

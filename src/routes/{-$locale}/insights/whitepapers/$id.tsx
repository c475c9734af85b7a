import { createFileRoute, notFound } from '@tanstack/react-router';
import { whitepapers } from '../../../../content/collections';
import { loadMdxBody } from '../../../../content/mdxBodies';
import { WhitepaperPage } from '../../../../pages/WhitepaperPage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/whitepapers/$id')({
  loader: async ({ params, context }) => {
    if (!whitepapers.has(params.id)) throw notFound();
    const paper = await whitepapers.load(params.id, context.locale);
    const { Body } = await loadMdxBody(paper._id);
    return { paper, Body };
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

import { createFileRoute } from '@tanstack/react-router';
import { pages, whitepapers } from '../../../../content/collections';
import { WhitepaperListPage } from '../../../../pages/WhitepaperListPage';
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
  return <WhitepaperListPage {...Route.useLoaderData()} />;
}

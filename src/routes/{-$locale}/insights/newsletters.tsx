import { createFileRoute } from '@tanstack/react-router';
import { newslettersPages } from '../../../content/collections';
import { NewslettersPage } from '../../../pages/NewslettersPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/newsletters')({
  loader: ({ context }) => newslettersPages.load('newsletters', context.locale),
  head: (route) =>
    pageHead(route, (page) => ({
      title: page.title,
      description: page.description,
    })),
  component: NewslettersRoute,
});

function NewslettersRoute() {
  return <NewslettersPage page={Route.useLoaderData()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { newslettersPages } from '../../../content/collections';
import { NewslettersPage } from '../../../pages/NewslettersPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/newsletters')({
  loader: ({ context }) => newslettersPages.load('newsletters', context.locale),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.description,
          pathname: match.pathname,
        })
      : {},
  component: NewslettersRoute,
});

function NewslettersRoute() {
  return <NewslettersPage page={Route.useLoaderData()} />;
}

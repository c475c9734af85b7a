import { createFileRoute } from '@tanstack/react-router';
import { aboutPages } from '../../../content/collections';
import { AboutPage } from '../../../pages/AboutPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/about/')({
  loader: ({ context }) => aboutPages.load('about', context.locale),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.description,
          pathname: match.pathname,
        })
      : {},
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage about={Route.useLoaderData()} />;
}

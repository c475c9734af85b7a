import { createFileRoute } from '@tanstack/react-router';
import { pages } from '../../../content/collections';
import { PageHeader } from '../../../components/PageHeader';
import { CallToAction } from '../../../components/CallToAction';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/newsletters')({
  loader: ({ context }) => pages.load('newsletters', context.locale),
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
  const page = Route.useLoaderData();
  return (
    <>
      <PageHeader title={page.title} summary={page.summary} />
      <CallToAction />
    </>
  );
}

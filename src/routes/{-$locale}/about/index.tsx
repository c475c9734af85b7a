import { createFileRoute } from '@tanstack/react-router';
import { loadAbout } from '../../../content/loadAbout';
import { AboutPage } from '../../../pages/AboutPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/about/')({
  loader: ({ context }) => loadAbout(context.locale),
  head: (route) =>
    pageHead(route, ({ about }) => ({
      title: about.title,
      description: about.description,
    })),
  component: AboutRoute,
});

function AboutRoute() {
  const { about, leaders } = Route.useLoaderData();
  return <AboutPage about={about} leaders={leaders} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { caseStudies, homePages, testimonials } from '../../content/collections';
import { HomePage } from '../../pages/HomePage';
import { organizationData } from '../../seo/organizationData';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context: { locale } }) => {
    const home = await homePages.load('home', locale);
    const [featured, quotes] = await Promise.all([
      caseStudies.load(home.featuredStudy.study, locale),
      Promise.all(home.testimonials.testimonials.map((slug) => testimonials.load(slug, locale))),
    ]);
    return { home, featured, quotes };
  },
  head: (route) =>
    pageHead(route, ({ home }, locale) => ({
      title: home.title,
      description: home.description,
      structuredData: organizationData(locale),
    })),
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage {...Route.useLoaderData()} />;
}

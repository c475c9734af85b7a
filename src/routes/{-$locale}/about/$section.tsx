import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadAbout } from '../../../content/loadAbout';
import { AboutPage } from '../../../pages/AboutPage';
import { pageHead } from '../../../seo/pageHead';

/** `/about/team` and its siblings show the About page opened at that section. */
export const Route = createFileRoute('/{-$locale}/about/$section')({
  loader: async ({ params, context }) => {
    const { about, leaders } = await loadAbout(context.locale);
    const section = about.sections.find(({ id }) => id === params.section);
    if (!section) throw notFound();
    return { about, leaders, section };
  },
  head: (route) =>
    pageHead(route, ({ about, section }) => ({
      title: `${section.title} | ${about.title}`,
      description: section.summary,
    })),
  component: AboutSectionRoute,
});

function AboutSectionRoute() {
  const { about, leaders, section } = Route.useLoaderData();
  return <AboutPage about={about} leaders={leaders} focus={section.id} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadAbout } from '../../../content/loadAbout';
import { isAboutSection } from '../../../content/vocabulary';
import { AboutPage } from '../../../pages/AboutPage';
import { pageHead } from '../../../seo/pageHead';

/** `/about/team` and its siblings show the About page opened at that section. */
export const Route = createFileRoute('/{-$locale}/about/$section')({
  loader: async ({ params, context }) => {
    const focus = params.section;
    if (!isAboutSection(focus)) throw notFound();
    return { ...(await loadAbout(context.locale)), focus };
  },
  head: ({ loaderData, match }) => {
    const section = loaderData?.about.sections.find(({ id }) => id === loaderData.focus);
    return loaderData && section
      ? pageHead({
          title: `${section.title} | ${loaderData.about.title}`,
          description: section.summary,
          pathname: match.pathname,
        })
      : {};
  },
  component: AboutSectionRoute,
});

function AboutSectionRoute() {
  const { about, leaders, focus } = Route.useLoaderData();
  return <AboutPage about={about} leaders={leaders} focus={focus} />;
}

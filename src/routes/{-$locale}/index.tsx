import { createFileRoute } from '@tanstack/react-router';
import { homePages } from '../../content/collections';
import { localeFromPath } from '../../i18n/localePath';
import { ConsultationSection } from '../../sections/ConsultationSection';
import { HomeHero } from '../../sections/HomeHero';
import { organizationData } from '../../seo/organizationData';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ context }) => homePages.load('home', context.locale),
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.description,
          pathname: match.pathname,
          structuredData: organizationData(localeFromPath(match.pathname)),
        })
      : {},
  component: HomeRoute,
});

function HomeRoute() {
  const home = Route.useLoaderData();
  return (
    <>
      <HomeHero hero={home.hero} />
      <ConsultationSection {...home.consultation} />
    </>
  );
}

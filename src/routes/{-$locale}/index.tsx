import { createFileRoute } from '@tanstack/react-router';
import { homePages, testimonials } from '../../content/collections';
import { ConsultationSection } from '../../sections/ConsultationSection';
import { HighlightsSection } from '../../sections/HighlightsSection';
import { HomeHero } from '../../sections/HomeHero';
import { ServiceCardsSection } from '../../sections/ServiceCardsSection';
import { StatisticsSection } from '../../sections/StatisticsSection';
import { TestimonialsSection } from '../../sections/TestimonialsSection';
import { organizationData } from '../../seo/organizationData';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context: { locale } }) => {
    const home = await homePages.load('home', locale);
    const quotes = await Promise.all(
      home.testimonials.testimonials.map((slug) => testimonials.load(slug, locale)),
    );
    return { home, quotes };
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
  const { home, quotes } = Route.useLoaderData();
  return (
    <>
      <HomeHero hero={home.hero} />
      <StatisticsSection {...home.statistics} />
      <HighlightsSection {...home.credentials} />
      <HighlightsSection {...home.whyChooseUs} tinted />
      <ServiceCardsSection {...home.services} />
      <TestimonialsSection {...home.testimonials} testimonials={quotes} />
      <ConsultationSection {...home.consultation} />
    </>
  );
}

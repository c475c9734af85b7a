import { createFileRoute } from '@tanstack/react-router';
import { caseStudies, caseStudiesPages, testimonials } from '../../../content/collections';
import { CaseStudyListPage } from '../../../pages/CaseStudyListPage';
import { pageHead } from '../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/case-studies/')({
  loader: async ({ context: { locale } }) => {
    const page = await caseStudiesPages.load('case-studies', locale);
    const [studies, testimonial] = await Promise.all([
      Promise.all(page.studies.map((slug) => caseStudies.load(slug, locale))),
      testimonials.load(page.testimonial, locale),
    ]);
    return { page, studies, testimonial };
  },
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: CaseStudiesRoute,
});

function CaseStudiesRoute() {
  const { page, studies, testimonial } = Route.useLoaderData();
  return (
    <CaseStudyListPage
      title={page.title}
      summary={page.summary}
      image={page.image}
      // Card n opens /case-study/n, the address the list has always linked to; that page's
      // canonical URL is the study's own page.
      studies={studies.map((study, index) => ({ study, href: `/case-study/${index + 1}` }))}
      impact={page.impact}
      testimonial={testimonial}
      closing={{
        title: page.closing.title,
        summary: page.closing.summary,
        primary: page.closing.primaryAction,
        secondary: page.closing.secondaryAction,
      }}
    />
  );
}

import { createFileRoute } from '@tanstack/react-router';
import {
  blogPosts,
  events,
  newslettersPages,
  pages,
  whitepapers,
} from '../../../content/collections';
import { InsightsHubPage } from '../../../pages/InsightsHubPage';
import { pageHead } from '../../../seo/pageHead';

/** The hub shows the four latest articles, the first two whitepapers and the earliest event. */
const hubPosts = 4;
const sectionPages = ['blog', 'whitepapers', 'research', 'webinars', 'events'];

export const Route = createFileRoute('/{-$locale}/insights/')({
  loader: async ({ context: { locale } }) => {
    const [page, posts, papers, upcoming, sections, newsletters] = await Promise.all([
      pages.load('insights', locale),
      blogPosts.loadAll(locale),
      whitepapers.loadAll(locale),
      events.loadAll(locale),
      Promise.all(sectionPages.map((slug) => pages.load(slug, locale))),
      newslettersPages.load('newsletters', locale),
    ]);
    const [event] = upcoming.sort((a, b) => a.date.localeCompare(b.date));
    if (!event)
      throw new Error('The Insights hub shows an event: add one to content/insights/events');
    return {
      page,
      posts: posts.sort((a, b) => b.date.localeCompare(a.date)).slice(0, hubPosts),
      whitepapers: papers.slice(0, 2),
      event,
      sections: [...sections, newsletters],
    };
  },
  head: (route) =>
    pageHead(route, ({ page }) => ({
      title: page.title,
      description: page.description,
    })),
  component: InsightsRoute,
});

function InsightsRoute() {
  const { page, posts, whitepapers: papers, event, sections } = Route.useLoaderData();
  return (
    <InsightsHubPage
      page={page}
      posts={posts}
      whitepapers={papers}
      event={event}
      sections={sections}
    />
  );
}

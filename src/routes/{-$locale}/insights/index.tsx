import { createFileRoute } from '@tanstack/react-router';
import { newestFirst, publishedPosts } from '../../../content/blogOrder';
import {
  blogPosts,
  events,
  newslettersPages,
  pages,
  whitepapers,
} from '../../../content/collections';
import { InsightsHubPage } from '../../../pages/InsightsHubPage';
import { pageHead } from '../../../seo/pageHead';

/** The hub shows the four latest articles, the first two whitepapers and the next event. */
const hubPosts = 4;
const sectionPages = ['blog', 'whitepapers', 'research', 'webinars', 'events'];

export const Route = createFileRoute('/{-$locale}/insights/')({
  loader: async ({ context: { locale } }) => {
    const [page, posts, papers, allEvents, sections, newsletters] = await Promise.all([
      pages.load('insights', locale),
      blogPosts.loadAll(locale),
      whitepapers.loadAll(locale),
      events.loadAll(locale),
      Promise.all(sectionPages.map((slug) => pages.load(slug, locale))),
      newslettersPages.load('newsletters', locale),
    ]);
    return {
      page,
      posts: newestFirst(publishedPosts(posts)).slice(0, hubPosts),
      whitepapers: papers.slice(0, 2),
      events: allEvents,
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
  const { page, posts, whitepapers: papers, events: allEvents, sections } = Route.useLoaderData();
  return (
    <InsightsHubPage
      page={page}
      posts={posts}
      whitepapers={papers}
      events={allEvents}
      sections={sections}
    />
  );
}

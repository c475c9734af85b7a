import { createFileRoute } from '@tanstack/react-router';
import { loadMenuSections } from '../../content/loadMenuSections';
import { i18nFor } from '../../i18n/i18n';
import { SearchPage } from '../../pages/SearchPage';
import { loadSearchStrings } from '../../search/loadSearchStrings';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/search')({
  // The loader comes with the page's code, so the search's words stay out of every page's start.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    const [sections] = await Promise.all([
      loadMenuSections(context.locale),
      loadSearchStrings(context.locale),
    ]);
    return sections;
  },
  head: (route) => {
    const head = pageHead(route, (_, locale) => {
      const { t } = i18nFor(locale);
      return { title: t('searchPage.metaTitle'), description: t('searchPage.metaDescription') };
    });
    // A tool, not content: no search engine should list it (nor is it in the sitemap).
    return { ...head, meta: [...(head.meta ?? []), { name: 'robots', content: 'noindex' }] };
  },
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage sections={Route.useLoaderData()} />;
}

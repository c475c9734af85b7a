import { createFileRoute } from '@tanstack/react-router';
import { loadMenuSections } from '../../content/loadMenuSections';
import { i18nFor } from '../../i18n/i18n';
import { SearchPage } from '../../pages/SearchPage';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/search')({
  loader: ({ context }) => loadMenuSections(context.locale),
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

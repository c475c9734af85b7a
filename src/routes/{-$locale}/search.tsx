import { createFileRoute } from '@tanstack/react-router';
import { company } from '../../content/company';
import { loadMenuSections } from '../../content/loadMenuSections';
import { i18nFor } from '../../i18n/i18n';
import { SearchPage } from '../../pages/SearchPage';

export const Route = createFileRoute('/{-$locale}/search')({
  loader: ({ context }) => loadMenuSections(context.locale),
  // A tool, not content: no search engine should list it (nor is it in the sitemap).
  head: ({ match }) => {
    const { t } = i18nFor(match.context.locale);
    return {
      meta: [
        { title: `${t('searchPage.metaTitle')} | ${company(match.context.locale).name}` },
        { name: 'description', content: t('searchPage.metaDescription') },
        { name: 'robots', content: 'noindex' },
      ],
    };
  },
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage sections={Route.useLoaderData()} />;
}

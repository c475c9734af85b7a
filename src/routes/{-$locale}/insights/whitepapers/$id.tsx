import { ButtonLink } from '../../../../components/ButtonLink';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../../../../components/Container';
import { Prose } from '../../../../components/Prose';
import { whitepapers } from '../../../../content/collections';
import { loadMdxBody } from '../../../../content/mdxBodies';
import { DetailPage } from '../../../../pages/DetailPage';
import { pageHead } from '../../../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/insights/whitepapers/$id')({
  loader: async ({ params, context }) => {
    if (!whitepapers.has(params.id)) throw notFound();
    const paper = await whitepapers.load(params.id, context.locale);
    return { paper, Body: await loadMdxBody(paper._id) };
  },
  head: (route) =>
    pageHead(route, ({ paper }) => ({
      title: paper.title,
      description: paper.description,
      ogType: 'article',
    })),
  component: WhitepaperRoute,
});

function WhitepaperRoute() {
  const { t } = useTranslation();
  const { paper, Body } = Route.useLoaderData();
  return (
    <DetailPage
      eyebrow={t('nav.links.whitepapers')}
      title={paper.title}
      summary={paper.description}
      actions={<ButtonLink to="/contact">{t('insightsPages.download')}</ButtonLink>}
    >
      <Container>
        <Prose>
          <Body />
        </Prose>
      </Container>
    </DetailPage>
  );
}

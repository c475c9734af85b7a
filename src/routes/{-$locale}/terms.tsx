import { createFileRoute } from '@tanstack/react-router';
import { legalPages } from '../../content/collections';
import { loadMdxBody } from '../../content/mdxBodies';
import { LegalDocumentPage } from '../../pages/LegalDocumentPage';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/terms')({
  loader: async ({ context }) => {
    const document = await legalPages.load('terms', context.locale);
    return { document, Body: await loadMdxBody(document._id) };
  },
  head: (route) =>
    pageHead(route, ({ document }) => ({
      title: document.title,
      description: document.description,
    })),
  component: TermsRoute,
});

function TermsRoute() {
  const { document, Body } = Route.useLoaderData();
  return <LegalDocumentPage document={document} Body={Body} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { loadLegalDocument } from '../../content/loadLegalDocument';
import { LegalDocumentPage } from '../../pages/LegalDocumentPage';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/terms')({
  loader: ({ context }) => loadLegalDocument('terms', context.locale),
  head: (route) =>
    pageHead(route, ({ document }) => ({
      title: document.title,
      description: document.description,
    })),
  component: TermsRoute,
});

function TermsRoute() {
  return <LegalDocumentPage {...Route.useLoaderData()} />;
}

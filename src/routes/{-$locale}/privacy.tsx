import { createFileRoute } from '@tanstack/react-router';
import { loadLegalDocument } from '../../content/loadLegalDocument';
import { LegalDocumentPage } from '../../pages/LegalDocumentPage';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/privacy')({
  loader: ({ context }) => loadLegalDocument('privacy', context.locale),
  head: (route) =>
    pageHead(route, ({ document }) => ({
      title: document.title,
      description: document.description,
    })),
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <LegalDocumentPage {...Route.useLoaderData()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { contactPages } from '../../content/collections';
import { ContactPage } from '../../pages/ContactPage';
import { pageHead } from '../../seo/pageHead';

export const Route = createFileRoute('/{-$locale}/contact')({
  loader: ({ context }) => contactPages.load('contact', context.locale),
  head: (route) =>
    pageHead(route, (page) => ({
      title: page.title,
      description: page.description,
    })),
  component: ContactRoute,
});

function ContactRoute() {
  return <ContactPage page={Route.useLoaderData()} />;
}

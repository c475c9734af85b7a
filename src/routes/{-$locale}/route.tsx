import { createFileRoute, notFound } from '@tanstack/react-router';

/** `/ar/...` is Arabic, a path without prefix is English; any other first segment is a 404. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'ar') throw notFound();
  },
});

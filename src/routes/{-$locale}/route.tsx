import { createFileRoute, notFound } from '@tanstack/react-router';
import { isLocaleSegment } from '../../i18n/localePath';

/** `/ar/...` is Arabic, a path without prefix is English; any other first segment is a 404. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, context }) => {
    if (!isLocaleSegment(params.locale, context.locale)) throw notFound();
  },
});

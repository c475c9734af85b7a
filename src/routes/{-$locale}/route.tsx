import { createFileRoute, notFound } from '@tanstack/react-router';
import { localeInfo } from '../../i18n/localeInfo';

/** `/ar/...` is Arabic, a path without prefix is English; any other first segment is a 404. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, context }) => {
    if (params.locale !== undefined && `/${params.locale}` !== localeInfo[context.locale].prefix) {
      throw notFound();
    }
  },
});

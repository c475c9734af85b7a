import { createRootRoute, HeadContent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteLayout } from '../components/SiteLayout';
import { setLanguage } from '../i18n/i18n';
import { directionOf, localeFromPath } from '../i18n/localePath';
import { useLocale } from '../i18n/useLocale';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    // The URL decides the language, before anything renders.
    const locale = localeFromPath(location.pathname);
    setLanguage(locale);
    return { locale };
  },
  head: () => ({
    meta: [{ name: 'theme-color', content: '#5271ff' }],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'sitemap', href: '/sitemap.xml', type: 'application/xml' },
    ],
  }),
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    // data-theme is set by /theme-init.js before React hydrates; React leaves it alone.
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={locale === 'ar' ? 'rtl' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadContent />
      </head>
      <body>
        <SiteLayout>{children}</SiteLayout>
      </body>
    </html>
  );
}

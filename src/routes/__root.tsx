import { createRootRoute, HeadContent, lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteLayout } from '../components/shell/SiteLayout';
import { loadCompany } from '../content/company';
import { loadInterfaceStrings } from '../i18n/i18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { localeInfo } from '../i18n/localeInfo';
import { localeFromPath } from '../i18n/localePath';
import { useLocale } from '../i18n/useLocale';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { fontPreloads } from '../theme/fontPreloads';
import { brandColor } from '../theme/palettes';

export const Route = createRootRoute({
  // The URL decides the language; loaders read it from the context. Its interface strings
  // and company document are loaded before anything of the page renders.
  beforeLoad: async ({ location }) => {
    const locale = localeFromPath(location.pathname);
    await Promise.all([loadInterfaceStrings(locale), loadCompany(locale)]);
    return { locale };
  },
  head: ({ match }) => ({
    meta: [{ name: 'theme-color', content: brandColor }],
    links: [
      ...fontPreloads[match.context.locale].map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous' as const,
        href,
      })),
      // No rel="sitemap" link: robots.txt names the sitemap, and each byte of the head
      // counts towards the first round trip.
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  // Only a missing page loads the not-found page (and its search form); the router loads it
  // before that page renders, so the routes every page loads do not carry it.
  notFoundComponent: lazyRouteComponent(() => import('../pages/NotFoundPage'), 'NotFoundPage'),
  errorComponent: RouteErrorPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { direction } = localeInfo[locale];
  return (
    // data-theme is set by the head's theme script before React hydrates; React leaves it alone.
    <html
      lang={locale}
      dir={direction}
      className={direction === 'rtl' ? 'rtl' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadContent />
      </head>
      <body>
        <I18nProvider>
          <SiteLayout>{children}</SiteLayout>
        </I18nProvider>
      </body>
    </html>
  );
}

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { loadCompany } from '../content/company';
import { loadInterfaceStrings } from '../i18n/i18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { localeFromPath } from '../i18n/localePath';
import { theme } from '../theme/theme';

/**
 * Renders a component inside a minimal router at `path`, with the theme and the language
 * that path implies: what a component sees on a real page, without the whole document.
 */
export async function renderInRouter(ui: ReactNode, path = '/') {
  const rootRoute = createRootRoute({
    beforeLoad: async ({ location }) => {
      const locale = localeFromPath(location.pathname);
      await Promise.all([loadInterfaceStrings(locale), loadCompany(locale)]);
    },
    component: () => (
      <I18nProvider>
        <ThemeProvider theme={theme}>
          <Outlet />
        </ThemeProvider>
      </I18nProvider>
    ),
  });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => ui,
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => ui,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return { ...render(<RouterProvider router={router} />), router };
}

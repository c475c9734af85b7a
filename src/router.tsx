import { createRouter, type AnyRouteMatch, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export function createAppRouter(history: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Content never changes while the page is open: no refetch on revisiting a route.
    defaultStaleTime: Infinity,
  });
}

/** Whether the matched routes end in the not-found page (TanStack marks the boundary match). */
export function showsNotFound(matches: readonly AnyRouteMatch[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

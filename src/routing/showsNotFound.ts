import type { AnyRouteMatch } from '@tanstack/react-router';

/** Whether the matched routes end in the not-found page (TanStack marks the boundary match). */
export function showsNotFound(matches: readonly AnyRouteMatch[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true);
}

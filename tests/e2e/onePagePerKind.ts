import { createMemoryHistory } from '@tanstack/react-router';
import { sitePages } from '../../src/routing/sitePages';
import { createAppRouter } from '../../src/router';

function hasFullPath(route: unknown): route is { fullPath: string } {
  return (
    typeof route === 'object' &&
    route !== null &&
    'fullPath' in route &&
    typeof route.fullPath === 'string'
  );
}

/**
 * One page of each kind, as English paths: every page without a parameter is a kind of its
 * own, and the pages of one parameter route (`/services/$slug`) are one kind, sampled by
 * their first. Aliases (/case-study/2) are the page they stand for.
 */
export async function onePagePerKind(): Promise<string[]> {
  const router = createAppRouter(createMemoryHistory());
  const templates = Object.values(router.routesById)
    .filter(hasFullPath)
    .map(({ fullPath }) => fullPath.replace('/{-$locale}', ''))
    .filter((path) => path.includes('$'))
    .map((path) => new RegExp(`^${path.replace(/\/$/, '').replace(/\$\w+/g, '[^/]+')}$`));
  const sampled = new Map<string, string>();
  for (const { path, inSitemap } of await sitePages()) {
    if (!inSitemap) continue;
    const kind = templates.find((template) => template.test(path))?.source ?? path;
    if (!sampled.has(kind)) sampled.set(kind, path);
  }
  return [...sampled.values()];
}

import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../router';
import type { FileRoutesByTo } from '../routeTree.gen';
import { publishedPosts } from '../content/blogOrder';
import {
  blogPosts,
  caseStudies,
  caseStudiesPages,
  industries,
  services,
  solutions,
  whitepapers,
} from '../content/collections';
import { aboutSections, industrySlugs } from '../content/vocabulary';

/** Every route lives under the optional language segment: `/x` in English, `/ar/x`. */
const localeSegment = '/{-$locale}';

/** Routes with a parameter, e.g. `/{-$locale}/services/$slug`: one page per value. */
type ParameterRoute = Extract<keyof FileRoutesByTo, `${typeof localeSegment}/${string}/$${string}`>;

/**
 * The values each parameter takes, from the content. TypeScript requires an entry for
 * every parameter route in the route tree, so a new route file cannot go unprerendered.
 */
const parameterValues = {
  '/{-$locale}/about/$section': () => aboutSections,
  '/{-$locale}/services/$slug': () => services.loadSlugs('en'),
  '/{-$locale}/industries/$slug': () => industries.loadSlugs('en'),
  '/{-$locale}/solutions/$slug': () => solutions.loadSlugs('en'),
  '/{-$locale}/case-studies/$slug': () => caseStudies.loadSlugs('en'),
  '/{-$locale}/case-studies/by-industry/$industry': () => industrySlugs,
  '/{-$locale}/insights/blog/$slug': async () =>
    publishedPosts(await blogPosts.loadAll('en')).map((post) => post.slug),
  '/{-$locale}/insights/whitepapers/$id': () => whitepapers.loadSlugs('en'),
  '/{-$locale}/case-study/$n': async () => {
    const list = await caseStudiesPages.load('case-studies', 'en');
    return list.studies.map((_, index) => String(index + 1));
  },
} satisfies Record<ParameterRoute, () => readonly string[] | Promise<readonly string[]>>;

/**
 * Pages that stay out of the sitemap: aliases whose canonical URL is another page, and the
 * search page, a tool with nothing of its own to list.
 */
const unlistedRoutes: readonly string[] = ['/{-$locale}/case-study/$n', '/{-$locale}/search'];

function isParameterRoute(fullPath: string): fullPath is ParameterRoute {
  return Object.hasOwn(parameterValues, fullPath);
}

/** A route without children. File routes list children as an object, code routes as an array. */
function isLeafRoute(route: unknown): route is { fullPath: string } {
  if (typeof route !== 'object' || route === null || !('fullPath' in route)) return false;
  const children = 'children' in route ? route.children : undefined;
  const hasChildren =
    typeof children === 'object' && children !== null && Object.keys(children).length > 0;
  return typeof route.fullPath === 'string' && !hasChildren;
}

export interface SitePage {
  /** The English path; the page also exists under /ar. */
  path: string;
  /** False for aliases such as /case-study/2, whose canonical URL is another page, and /search. */
  inSitemap: boolean;
}

/** `/{-$locale}/services/` → `/services`; the home route → `/`. */
function englishPath(fullPath: string): string {
  const path = fullPath.slice(localeSegment.length).replace(/\/$/, '');
  return path === '' ? '/' : path;
}

/**
 * Every page of the site, derived from the route tree and the content: each route
 * without children is a page, and a route with a parameter is one page per value. The
 * prerenderer and the sitemap read this list; a parameter route without values fails.
 */
export async function sitePages(): Promise<SitePage[]> {
  const router = createAppRouter(createMemoryHistory());
  // The router types its routes loosely (any); read the two fields a page needs.
  const leaves = Object.values(router.routesById).filter(isLeafRoute);
  const pages: SitePage[] = [];
  for (const { fullPath } of leaves) {
    const inSitemap = !unlistedRoutes.includes(fullPath);
    if (!fullPath.includes('$', localeSegment.length)) {
      pages.push({ path: englishPath(fullPath), inSitemap });
      continue;
    }
    if (!isParameterRoute(fullPath)) {
      throw new Error(
        `The route ${fullPath} has a parameter but src/routing/sitePages.ts does not list its values, so none of its pages would be prerendered.`,
      );
    }
    const template = englishPath(fullPath);
    for (const value of await parameterValues[fullPath]()) {
      pages.push({ path: template.replace(/\$\w+/, value), inSitemap });
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

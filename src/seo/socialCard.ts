/** The size Open Graph and X show a large card at (1.91:1). */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** Where the build writes social cards (scripts/writeSocialCards.ts), under the site root. */
const socialCardDirectory = 'social-cards';

/**
 * The address of a page's card, from its path in its language: `/services/cloud` has
 * `/social-cards/services/cloud.png`, `/ar/services/cloud` has
 * `/social-cards/ar/services/cloud.png`, and the English home `/social-cards/index.png`.
 * A stable address per page, so the head needs nothing but the path.
 */
export function socialCardPath(localizedPath: string): string {
  const path = localizedPath === '/' ? '/index' : localizedPath.replace(/\/$/, '');
  return `/${socialCardDirectory}${path}.png`;
}

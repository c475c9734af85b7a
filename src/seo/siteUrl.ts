/**
 * The public address of the site: the one setting behind canonical URLs, hreflang
 * alternates, Open Graph URLs and the sitemap. Set VITE_SITE_URL at build time to change it.
 */
export const siteUrl = (import.meta.env.VITE_SITE_URL ?? 'https://www.taybadigital.com.sa').replace(
  /\/$/,
  '',
);

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

import { company } from '../content/company';
import type { Locale } from '../content/vocabulary';
import { localeFromPath, localizePath, stripLocale } from '../i18n/localePath';
import { absoluteUrl } from './siteUrl';

export interface PageHeadInput {
  title: string;
  description: string;
  /** The page's URL path as matched, in either language (`/ar/services` or `/services`). */
  pathname: string;
  /** Another page this one duplicates (a `/case-study/3` alias points at its slug page). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  structuredData?: object;
}

const ogLocales: Record<Locale, string> = { en: 'en_US', ar: 'ar_SA' };

/**
 * Title, description, canonical, hreflang alternates, Open Graph and JSON-LD for one page,
 * in the shape TanStack Router's `head` option takes.
 */
export function pageHead(input: PageHeadInput) {
  const { title, description, ogType = 'website' } = input;
  const locale = localeFromPath(input.pathname);
  const neutralPath = stripLocale(input.pathname.replace(/(.)\/$/, '$1'));
  const canonicalPath = input.canonicalPath ?? neutralPath;
  const siteName = company(locale).name;
  const fullTitle = neutralPath === '/' ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  const canonical = absoluteUrl(localizePath(canonicalPath, locale));
  const otherLocale: Locale = locale === 'en' ? 'ar' : 'en';

  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: ogType },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: absoluteUrl('/og-image.jpg') },
      { property: 'og:site_name', content: siteName },
      { property: 'og:locale', content: ogLocales[locale] },
      { property: 'og:locale:alternate', content: ogLocales[otherLocale] },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      { rel: 'alternate', hrefLang: 'en', href: absoluteUrl(canonicalPath) },
      { rel: 'alternate', hrefLang: 'ar', href: absoluteUrl(localizePath(canonicalPath, 'ar')) },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(canonicalPath) },
    ],
    scripts: input.structuredData
      ? [{ type: 'application/ld+json', children: JSON.stringify(input.structuredData) }]
      : [],
  };
}

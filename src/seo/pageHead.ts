import { company } from '../content/company';
import { locales } from '../content/vocabulary';
import { localeInfo } from '../i18n/localeInfo';
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
  const { openGraph, otherLocale } = localeInfo[locale];

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
      { property: 'og:locale', content: openGraph },
      { property: 'og:locale:alternate', content: localeInfo[otherLocale].openGraph },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...locales.map((hrefLocale) => ({
        rel: 'alternate',
        hrefLang: hrefLocale,
        href: absoluteUrl(localizePath(canonicalPath, hrefLocale)),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(canonicalPath) },
    ],
    scripts: input.structuredData
      ? [{ type: 'application/ld+json', children: JSON.stringify(input.structuredData) }]
      : [],
  };
}

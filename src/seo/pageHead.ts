import { company } from '../content/company';
import { locales, type Locale } from '../content/vocabulary';
import { localeInfo } from '../i18n/localeInfo';
import { localeFromPath, localizePath, stripLocale } from '../i18n/localePath';
import { absoluteUrl } from './siteUrl';

/** What a route says about its page; the rest of the head follows from the URL. */
export interface PageDescription {
  title: string;
  description: string;
  /** Another page this one duplicates (a `/case-study/3` alias points at its slug page). */
  canonicalPath?: string;
  ogType?: 'website' | 'article';
  structuredData?: object;
}

/** The part of the arguments of TanStack Router's `head` option that the tags need. */
export interface HeadArguments<Data> {
  /** Missing when the loader failed or found nothing: the error or not-found page shows. */
  loaderData?: Data;
  /** `pathname` is the page's URL path as matched, in either language. */
  match: { pathname: string };
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph and JSON-LD for one page,
 * in the shape TanStack Router's `head` option takes. `describe` reads the loaded data; a
 * page whose data did not load gets no tags here, as its error or not-found page sets them.
 */
export function pageHead<Data>(
  { loaderData, match }: HeadArguments<Data>,
  describe: (data: Data, locale: Locale) => PageDescription,
) {
  if (loaderData === undefined) return {};
  const locale = localeFromPath(match.pathname);
  const page = describe(loaderData, locale);
  const { title, description, ogType = 'website' } = page;
  const neutralPath = stripLocale(match.pathname.replace(/(.)\/$/, '$1'));
  const canonicalPath = page.canonicalPath ?? neutralPath;
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
    scripts: page.structuredData
      ? [{ type: 'application/ld+json', children: JSON.stringify(page.structuredData) }]
      : [],
  };
}

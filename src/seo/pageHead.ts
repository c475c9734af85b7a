import { company } from '../content/company';
import { locales, type Locale } from '../../shared/locales';
import { i18nFor } from '../i18n/i18n';
import { localeInfo } from '../i18n/localeInfo';
import { localeFromPath, localizePath, stripLocale } from '../i18n/localePath';
import { feedFormats, feedPath } from './feedPaths';
import { socialCardPath, socialCardSize } from './socialCard';
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
 * Title, description, canonical, hreflang alternates, Open Graph with the page's own social
 * card (scripts/writeSocialCards.ts draws it), the insights feeds and JSON-LD for one page,
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
  const { t } = i18nFor(locale);
  const card = absoluteUrl(socialCardPath(localizePath(canonicalPath, locale)));
  // The card shows the page's title and the brand; its kind is left to the card itself, so
  // no page carries the kinds' names or the code that picks one (scripts/writeSocialCards).
  const cardAlt = t('socialCard.alt', { title, site: siteName });

  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: ogType },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: card },
      { property: 'og:image:width', content: String(socialCardSize.width) },
      { property: 'og:image:height', content: String(socialCardSize.height) },
      { property: 'og:image:alt', content: cardAlt },
      { property: 'og:site_name', content: siteName },
      { property: 'og:locale', content: openGraph },
      { property: 'og:locale:alternate', content: localeInfo[otherLocale].openGraph },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: card },
      { name: 'twitter:image:alt', content: cardAlt },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...locales.map((hrefLocale) => ({
        rel: 'alternate',
        hrefLang: hrefLocale,
        href: absoluteUrl(localizePath(canonicalPath, hrefLocale)),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(canonicalPath) },
      // The insights feeds in the page's language, for readers that find feeds from any page.
      ...(['atom', 'json'] as const).map((format) => ({
        rel: 'alternate',
        type: feedFormats[format].type,
        hrefLang: locale,
        title: t('feeds.title', { site: siteName, format: feedFormats[format].name }),
        href: absoluteUrl(feedPath(format, locale)),
      })),
    ],
    scripts: page.structuredData
      ? [{ type: 'application/ld+json', children: JSON.stringify(page.structuredData) }]
      : [],
  };
}

import { locales, type Locale } from '../../shared/locales';
import { localeInfo } from './localeInfo';

/**
 * The language whose prefix is the path's first segment (`/ar`, `/ar/services`); a path
 * without one is English. Only a whole segment counts: `/arabic-news` is English.
 */
export function localeFromPath(pathname: string): Locale {
  const firstSegment = `/${pathname.split('/')[1] ?? ''}`;
  return locales.find((locale) => localeInfo[locale].prefix === firstSegment) ?? 'en';
}

/**
 * Whether the routes' optional first segment (`{-$locale}`) is the language's own prefix: `ar`
 * on an Arabic path, none on an English one. Any other word there (`/servicess`) makes the
 * path a missing page.
 */
export function isLocaleSegment(segment: string | undefined, locale: Locale): boolean {
  return segment === undefined || `/${segment}` === localeInfo[locale].prefix;
}

/** The language-neutral path: `/ar/services` and `/services` both give `/services`. */
export function stripLocale(pathname: string): string {
  const stripped = pathname.slice(localeInfo[localeFromPath(pathname)].prefix.length);
  return stripped === '' ? '/' : stripped;
}

/** `localizePath('/services', 'ar')` is `/ar/services`; English paths are unchanged. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  if (!path.startsWith('/')) return path;
  return path === '/' && prefix !== '' ? prefix : `${prefix}${path}`;
}

/** The same page in the other language. */
export function twinPath(pathname: string): string {
  return localizePath(stripLocale(pathname), localeInfo[localeFromPath(pathname)].otherLocale);
}

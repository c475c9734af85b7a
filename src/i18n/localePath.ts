import type { Locale } from '../content/vocabulary';

/** English lives at the spec's paths, Arabic at the same paths under /ar. */
const arabicPrefix = /^\/ar(?=\/|$)/;

export function localeFromPath(pathname: string): Locale {
  return arabicPrefix.test(pathname) ? 'ar' : 'en';
}

/** The language-neutral path: `/ar/services` and `/services` both give `/services`. */
export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(arabicPrefix, '');
  return stripped === '' ? '/' : stripped;
}

/** `localizePath('/services', 'ar')` is `/ar/services`; English paths are unchanged. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'en' || !path.startsWith('/')) return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** The same page in the other language. */
export function twinPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  return localizePath(stripLocale(pathname), locale === 'en' ? 'ar' : 'en');
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

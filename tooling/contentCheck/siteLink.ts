import { localeFromPath, localizePath, stripLocale } from '../../src/i18n/localePath';
import type { Locale } from '../../shared/locales';

/** A link to a page of this site: a path from the root, perhaps with `#part` or `?query`. */
export const isInternal = (href: string) => href.startsWith('/');

/** Links that leave the site or stay on the page; anything else is a relative path. */
const elsewhere = /^(#|https?:|mailto:|tel:)/;

/** A relative link (`services/cloud`) resolves against the page it is on, so it breaks. */
export const isRelative = (href: string) => !isInternal(href) && !elsewhere.test(href);

function split(href: string): { path: string; rest: string } {
  const at = href.search(/[?#]/);
  return at === -1
    ? { path: href, rest: '' }
    : { path: href.slice(0, at) || '/', rest: href.slice(at) };
}

/** The language of the page an internal link leads to. */
export const linkLocale = (href: string): Locale => localeFromPath(split(href).path);

/** The same link, to the page in `locale`: `/services#a` ↔ `/ar/services#a`. */
export function linkIn(href: string, locale: Locale): string {
  const { path, rest } = split(href);
  return `${localizePath(stripLocale(path), locale)}${rest}`;
}

/** The page a link leads to, in English and without its part or query. */
export const englishPage = (href: string): string => stripLocale(split(href).path);

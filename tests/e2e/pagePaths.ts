import { localeFromPath, stripLocale } from '../../src/i18n/localePath';

/** What the every-page tests tell apart by a page's path. */
export const isArabic = (path: string) => localeFromPath(path) === 'ar';
export const isAlias = (path: string) => /^\/case-study\/\d+$/.test(stripLocale(path));
/** Kept out of the sitemap: the aliases, and the search page, a tool with nothing to list. */
export const isUnlisted = (path: string) => isAlias(path) || stripLocale(path) === '/search';

/** The site paths a page's HTML links to, without fragments or trailing slashes. */
export const internalLinks = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)].map(([, href = '']) =>
    href.length > 1 ? href.replace(/\/$/, '') : href,
  );

/** What the every-page tests tell apart by a page's path. */
export const isArabic = (path: string) => path === '/ar' || path.startsWith('/ar/');
export const englishPath = (path: string) => (isArabic(path) ? path.slice(3) || '/' : path);
export const isAlias = (path: string) => /^\/case-study\/\d+$/.test(englishPath(path));
/** Kept out of the sitemap: the aliases, and the search page, a tool with nothing to list. */
export const isUnlisted = (path: string) => isAlias(path) || englishPath(path) === '/search';

/** The site paths a page's HTML links to, without fragments or trailing slashes. */
export const internalLinks = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)].map(([, href = '']) =>
    href.length > 1 ? href.replace(/\/$/, '') : href,
  );

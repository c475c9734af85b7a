/**
 * The site's languages, English first: every page exists in each, and the browser app, the
 * editor, the receiver and its database all name a visitor's language by these codes.
 */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

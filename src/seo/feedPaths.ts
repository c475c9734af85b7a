import type { Locale } from '../../shared/locales';
import { localizePath } from '../i18n/localePath';

/**
 * The two formats of the insights feed, each with its media type and its name, which the
 * feed links' titles give as it is in both languages.
 */
export const feedFormats = {
  atom: { file: 'feed.xml', type: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', type: 'application/feed+json', name: 'JSON Feed' },
} as const;

export type FeedFormat = keyof typeof feedFormats;

/** The insights feeds live beside the insights: `/insights/feed.xml`, `/ar/insights/feed.json`. */
export function feedPath(format: FeedFormat, locale: Locale): string {
  return localizePath(`/insights/${feedFormats[format].file}`, locale);
}

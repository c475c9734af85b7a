import type { Locale } from '../../shared/locales';
import { localeInfo } from './localeInfo';

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Items joined as the page's language joins them: "a, b, and c", «أ وب وج». One formatter
 * per language, made once: the home hero renders again at every turn of its rotation.
 */
export function formatList(items: readonly string[], locale: Locale): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(localeInfo[locale].intlTag, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

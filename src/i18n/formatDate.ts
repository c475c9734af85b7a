import { siteTimeZone } from '../content/schedule';
import type { Locale } from '../../shared/locales';
import { localeInfo } from './localeInfo';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day as the page's language writes it, "March 12, 2024", in Riyadh. One formatter per
 * language, made the first time that language needs it: making one costs far more than
 * using it, and a list page writes a date on every card.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intlTag, {
      dateStyle: 'long',
      timeZone: siteTimeZone,
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}

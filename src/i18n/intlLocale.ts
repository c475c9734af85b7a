import type { Locale } from '../content/vocabulary';
import type { FigureUnit } from '../content/vocabulary';

/**
 * Arabic pages use Saudi Arabic conventions with Western digits and the Gregorian calendar,
 * matching the digits written in the Arabic copy (ar-SA alone would switch to Arabic-Indic
 * digits and the Hijri calendar, and mix two digit systems on one page).
 */
const intlTags: Record<Locale, string> = {
  en: 'en-US',
  ar: 'ar-SA-u-nu-latn-ca-gregory',
};

export function intlLocale(locale: Locale): string {
  return intlTags[locale];
}

export interface FigureValue {
  value: number;
  unit: FigureUnit;
  plus?: boolean;
}

/** A figure such as 500+, 99.9%, 15 min or 4.9/5 written for the page's language. */
export function formatFigure({ value, unit, plus = false }: FigureValue, locale: Locale): string {
  const formatted = formatUnit(value, unit, locale);
  return plus ? `${formatted}+` : formatted;
}

function formatUnit(value: number, unit: FigureUnit, locale: Locale): string {
  const tag = intlLocale(locale);
  switch (unit) {
    case 'percent':
      return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
        value,
      );
    case 'minute':
    case 'hour':
    case 'month':
    case 'year':
      // Arabic abbreviates minutes to a bare letter, and English months to "mths"; the
      // full word reads naturally there.
      return new Intl.NumberFormat(tag, {
        style: 'unit',
        unit,
        unitDisplay: locale === 'ar' || unit === 'month' ? 'long' : 'short',
      }).format(value);
    case 'rating':
      return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value)}/${new Intl.NumberFormat(tag).format(5)}`;
    case 'usd':
      // Arabic's currency symbol for USD is the Latin "US$"; the currency's name reads
      // naturally in an Arabic sentence ("2.4 مليون دولار أمريكي").
      return new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: locale === 'ar' ? 'name' : 'symbol',
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value);
    case 'times':
      // Arabic typesetting uses the multiplication sign; English copy writes "3x".
      return `${new Intl.NumberFormat(tag).format(value)}${locale === 'ar' ? '×' : 'x'}`;
    case 'count':
      return new Intl.NumberFormat(tag).format(value);
  }
}

export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(isoDate));
}

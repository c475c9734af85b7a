import type { FigureUnit } from '../content/vocabulary';
import type { Locale } from '../../shared/locales';
import { localeInfo } from './localeInfo';

export interface FigureValue {
  value: number;
  unit: FigureUnit;
  plus?: boolean;
}

/**
 * Where a figure stands: on its own as a `figure` (English abbreviates "15 min"), or inside a
 * sentence as `prose`, where units are written out ("within 15 minutes").
 */
export type FigureSetting = 'figure' | 'prose';

/** A figure such as 500+, 99.9%, 15 min or 4.9/5 written for the page's language. */
export function formatFigure(
  { value, unit, plus = false }: FigureValue,
  locale: Locale,
  setting: FigureSetting = 'figure',
): string {
  const formatted = formatUnit(value, unit, locale, setting);
  const mark = setting === 'figure' ? localeInfo[locale].figures.standaloneMark : '';
  return `${mark}${formatted}${plus ? '+' : ''}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per language and options, made once: making a formatter costs far more
 * than using it, and a counting figure formats its number on every frame.
 */
function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  const made = numberFormats.get(key);
  if (made) return made;
  const format = new Intl.NumberFormat(tag, options);
  numberFormats.set(key, format);
  return format;
}

/**
 * Makes the formatter most figures use. The first one of a language loads the browser's
 * number data for it, a long step: done ahead, in a task of its own, it does not lengthen
 * the first render's.
 */
export function prepareNumberFormats(locale: Locale): void {
  numberFormat(localeInfo[locale].intlTag).format(0);
}

function formatUnit(
  value: number,
  unit: FigureUnit,
  locale: Locale,
  setting: FigureSetting,
): string {
  const { intlTag: tag, figures } = localeInfo[locale];
  switch (unit) {
    case 'percent':
      return numberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value);
    case 'minute':
    case 'hour':
    case 'month':
    case 'year':
      // English abbreviates months to "mths", and a sentence reads "15 minutes"; the full
      // word reads naturally there.
      return numberFormat(tag, {
        style: 'unit',
        unit,
        unitDisplay: unit === 'month' || setting === 'prose' ? 'long' : figures.timeUnitDisplay,
      }).format(value);
    case 'rating':
      return `${numberFormat(tag, { maximumFractionDigits: 1 }).format(value)}/${numberFormat(tag).format(5)}`;
    case 'sar':
    case 'usd':
      return formatAmount(value, unit === 'sar' ? 'SAR' : 'USD', locale, setting);
    case 'times':
      return `${numberFormat(tag).format(value)}${figures.timesSign}`;
    case 'count':
      return numberFormat(tag).format(value);
  }
}

/**
 * An amount in millions or thousands: "SAR 9M" or «9 ملايين ريال سعودي» alone; in a sentence
 * the currency and the magnitude are written out, "9 million Saudi riyals".
 */
function formatAmount(
  value: number,
  currency: 'SAR' | 'USD',
  locale: Locale,
  setting: FigureSetting,
): string {
  const { intlTag: tag, figures } = localeInfo[locale];
  const inSentence = setting === 'prose';
  return numberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay: inSentence ? 'name' : figures.currencyDisplay,
    notation: 'compact',
    compactDisplay: inSentence ? 'long' : figures.compactDisplay,
    // 9 million, not 9.0 million: a currency keeps its cents' places unless told otherwise.
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

import type { Locale } from '../../shared/locales';

export interface LocaleInfo {
  /** The page's writing direction, set once on `<html>`. */
  direction: 'ltr' | 'rtl';
  /** What comes before a page's path: English pages live at `/x`, Arabic ones at `/ar/x`. */
  prefix: '' | '/ar';
  /** The twin language: every page exists in both. */
  otherLocale: Locale;
  /** Open Graph's spelling of the language (`og:locale`). */
  openGraph: 'en_US' | 'ar_SA';
  /** The tag given to Intl for numbers, lists and dates. */
  intlTag: string;
  /** The language named for staff, who read the enquiry e-mails in English. */
  englishName: 'English' | 'Arabic';
  /** How figures are written in the language's copy. */
  figures: {
    /** Minutes, hours and years: abbreviated or written out. */
    timeUnitDisplay: 'short' | 'long';
    /** Amounts standing alone: "SAR 9M" or «9 ملايين ريال سعودي». */
    currencyDisplay: 'symbol' | 'name';
    /**
     * "million" or "M". Arabic's long form is the grammatical one: «9 ملايين», where the short
     * form keeps «9 مليون» after every number.
     */
    compactDisplay: 'short' | 'long';
    /** The sign after a multiple, as in "3x". */
    timesSign: 'x' | '×';
    /**
     * Written before a figure that stands alone. Arabic starts it with the invisible Arabic
     * letter mark, so the percent or plus sign falls after the digits in reading order, as
     * in a sentence (a figure of digits alone would be laid out left to right).
     */
    standaloneMark: '' | '\u061C';
    /**
     * The plural categories whose counted noun names the number itself, written without
     * the digits: Arabic says «عميل واحد» and «عميلين», never «1 عميل» or «2 عميل».
     */
    countedInWords: readonly Intl.LDMLPluralRule[];
  };
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    direction: 'ltr',
    prefix: '',
    otherLocale: 'ar',
    openGraph: 'en_US',
    intlTag: 'en-US',
    englishName: 'English',
    figures: {
      timeUnitDisplay: 'short',
      currencyDisplay: 'symbol',
      compactDisplay: 'short',
      timesSign: 'x',
      standaloneMark: '',
      countedInWords: [],
    },
  },
  ar: {
    direction: 'rtl',
    prefix: '/ar',
    otherLocale: 'en',
    openGraph: 'ar_SA',
    // Saudi Arabic conventions with Western digits and the Gregorian calendar, matching the
    // digits written in the Arabic copy (ar-SA alone would switch to Arabic-Indic digits and
    // the Hijri calendar, and mix two digit systems on one page).
    intlTag: 'ar-SA-u-nu-latn-ca-gregory',
    englishName: 'Arabic',
    figures: {
      // Arabic abbreviates minutes to a bare letter; the full word reads naturally.
      timeUnitDisplay: 'long',
      // Arabic's currency symbols are the Latin "US$" and the abbreviation «ر.س.»; the
      // currency's name reads naturally in an Arabic sentence.
      currencyDisplay: 'name',
      compactDisplay: 'long',
      // Arabic typesetting uses the multiplication sign.
      timesSign: '×',
      standaloneMark: '\u061C',
      countedInWords: ['one', 'two'],
    },
  },
};

import type { Locale } from '../../shared/locales';
import { formatFigure } from '../../src/i18n/formatFigure';
import { localeInfo } from '../../src/i18n/localeInfo';

/**
 * A counted noun's forms by the plural category of the number before it, as Intl.PluralRules
 * names them: Arabic has one (عميل واحد), two (عميلين), few for 3–10 (عملاء), many for 11–99
 * (عميلًا) and other for 100, 1000 and the rest (عميل); English has one and other.
 */
export type NounForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};
export type CountedNouns = Readonly<Record<Locale, readonly NounForms[]>>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The number's plural category in the language, by the rules the browser's Intl carries. */
export function pluralCategory(value: number, locale: Locale): Intl.LDMLPluralRule {
  const made = pluralRules.get(locale) ?? new Intl.PluralRules(localeInfo[locale].intlTag);
  pluralRules.set(locale, made);
  return made.select(value);
}

/** Every form an entry is written in. */
function formsOf(forms: NounForms): string[] {
  return [...new Set(Object.values(forms))];
}

/** The entry a text names by any of its forms: `{clients عميل}` and `{clients عملاء}` alike. */
export function formsNamed(table: readonly NounForms[], written: string): NounForms | undefined {
  return table.find((forms) => formsOf(forms).includes(written));
}

/** How editors name each noun: the form said after 100 (عميل, clients). */
export function nounWords(table: readonly NounForms[]): string[] {
  return table.map((forms) => forms.other);
}

/**
 * The form the number calls for, and whether it names the number itself (Arabic's
 * «عميل واحد», «عميلين»), so the digits are left out.
 */
export function nounFor(
  value: number,
  forms: NounForms,
  locale: Locale,
): { form: string; inWords: boolean } {
  const category = pluralCategory(value, locale);
  const form = forms[category];
  if (form === undefined) return { form: forms.other, inWords: false };
  return { form, inWords: localeInfo[locale].figures.countedInWords.includes(category) };
}

/**
 * The count and its noun as the language says them: "650 عميلًا", "3 عملاء", "عميل واحد",
 * "12 countries". The number is formatted as every figure in a sentence is, so "5,000" reads
 * the same with or without a noun.
 */
export function countedNoun(value: number, forms: NounForms, locale: Locale): string {
  const { form, inWords } = nounFor(value, forms, locale);
  return inWords ? form : `${formatFigure({ value, unit: 'count' }, locale, 'prose')} ${form}`;
}

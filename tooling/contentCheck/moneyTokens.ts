import type { Locale } from '../../shared/locales';
import { formatFigure } from '../../src/i18n/formatFigure';

/**
 * `{SAR 9000000}` inside text: an amount by its currency's ISO code and its digits, without
 * separators, which the page writes as a sentence says it in its language ("9 million Saudi
 * riyals", «9 ملايين ريال سعودي»), so an amount is never typed in two spellings. A token
 * wrapped after its code, by an editor or a YAML writer, is still one.
 */
const amountInText = /([ \t]*)\{(SAR|USD)([ \t]*\n[ \t]*|[ \t]+)(\d+(?:\.\d+)?)\}/g;

/**
 * Writes every amount a text names into it, formatted by Intl for the page's language. A
 * wrapped amount moves whole to the second line, so every line keeps its number and the
 * check's messages point at the written file.
 */
export function resolveAmounts(text: string, locale: Locale): string {
  return text.replace(
    amountInText,
    (_written, before: string, currency: string, between: string, amount: string) => {
      const written = formatFigure(
        { value: Number(amount), unit: currency === 'SAR' ? 'sar' : 'usd' },
        locale,
        'prose',
      );
      return between.includes('\n') ? `${between}${written}` : `${before}${written}`;
    },
  );
}

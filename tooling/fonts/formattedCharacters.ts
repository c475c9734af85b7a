import { locales } from '../../shared/locales';
import { figureUnits } from '../../src/content/vocabulary';
import { formatDate } from '../../src/i18n/formatDate';
import { formatFigure } from '../../src/i18n/formatFigure';
import { formatList } from '../../src/i18n/formatList';

/**
 * Values that take each formatter through every digit, separator, magnitude ("9M",
 * "2.5 billion") and plural form (Arabic has six) it writes.
 */
const sampleValues = [0, 1, 2, 3, 11, 100, 0.5, 0.999, 1234567.89, 9_000_000, 2_500_000_000];

/**
 * What the site's formatters write on a page and no content file holds as it is: figures of
 * every unit in both settings, the twelve months' dates and a joined list, in both languages.
 */
export function formattedCharacters(): string {
  const written: string[] = [];
  for (const locale of locales) {
    for (const unit of figureUnits) {
      for (const value of sampleValues) {
        for (const setting of ['figure', 'prose'] as const) {
          written.push(formatFigure({ value, unit, plus: true }, locale, setting));
        }
      }
    }
    for (let month = 1; month <= 12; month += 1) {
      written.push(formatDate(`2024-${String(month).padStart(2, '0')}-15`, locale));
    }
    written.push(formatList(['a', 'b', 'c'], locale), formatList(['a', 'b'], locale));
  }
  return written.join('');
}

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { caseStudy } from '../../src/content/schema/caseStudy';
import type { Locale } from '../../shared/locales';
import { formatFigure } from '../../src/i18n/formatFigure';
import { localeInfo } from '../../src/i18n/localeInfo';
import { resolveAmounts } from './moneyTokens';

const locales: readonly Locale[] = ['en', 'ar'];
const study = 'content/case-studies/healthcare-transformation';

/** The case study as written, read through its schema. */
function writtenStudy(locale: Locale) {
  return caseStudy.fields.parse(parse(readFileSync(`${study}.${locale}.yaml`, 'utf8')));
}

/** Riyals in millions or thousands, to one decimal at most, asked of Intl rather than copied. */
function riyals(amount: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeInfo[locale].intlTag, {
    style: 'currency',
    currency: 'SAR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
    ...options,
  }).format(amount);
}

/** How a sentence writes riyals in the language: the currency and the magnitude in words. */
const riyalsInSentence = (amount: number, locale: Locale) =>
  riyals(amount, locale, { currencyDisplay: 'name', compactDisplay: 'long' });

describe("a Saudi client's money", () => {
  it("gives the hospital group's savings in riyals, formatted for each language", () => {
    for (const locale of locales) {
      const savings = writtenStudy(locale).results.metrics.find(({ unit }) => unit === 'sar');
      expect(savings?.value).toBe(9_000_000);
      if (savings === undefined) continue;
      const { intlTag } = localeInfo[locale];
      const alone = formatFigure(savings, locale);
      if (locale === 'en') {
        expect(alone).toBe(riyals(savings.value, locale, { currencyDisplay: 'code' }));
        continue;
      }
      // Arabic names the currency, and counts the millions as the number calls for
      // («9 ملايين», where the short form keeps «مليون» after every number).
      expect(alone).toBe(
        `${localeInfo.ar.figures.standaloneMark}${riyalsInSentence(savings.value, 'ar')}`,
      );
      expect(alone).toContain(
        new Intl.NumberFormat(intlTag, { notation: 'compact', compactDisplay: 'long' }).format(
          savings.value,
        ),
      );
      expect(alone).toContain(new Intl.DisplayNames(intlTag, { type: 'currency' }).of('SAR'));
    }
  });

  it('writes an amount named in text as a sentence of each language says it', () => {
    for (const locale of locales) {
      const text = readFileSync(`${study}.${locale}.yaml`, 'utf8');
      expect(text).toContain('{SAR 9000000}');
      const written = resolveAmounts(text, locale);
      expect(written).not.toContain('{SAR');
      expect(written).toContain(riyalsInSentence(9_000_000, locale));
      expect(written.split('\n')).toHaveLength(text.split('\n').length);
    }
  });

  it('keeps an amount wrapped after its code whole, on the second line', () => {
    const wrapped = 'summary: >-\n  the group saves {SAR\n  2400000} a year';
    expect(resolveAmounts(wrapped, 'en')).toBe(
      `summary: >-\n  the group saves\n  ${riyalsInSentence(2_400_000, 'en')} a year`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatFigure } from './formatFigure';

describe('figures for each language', () => {
  it('formats the hero figures in English', () => {
    expect(formatFigure({ value: 500, unit: 'count', plus: true }, 'en')).toBe('500+');
    expect(formatFigure({ value: 0.999, unit: 'percent' }, 'en')).toBe('99.9%');
    expect(formatFigure({ value: 15, unit: 'minute' }, 'en')).toBe('15 min');
    expect(formatFigure({ value: 5000, unit: 'count', plus: true }, 'en')).toBe('5,000+');
    expect(formatFigure({ value: 4.9, unit: 'rating' }, 'en')).toBe('4.9/5');
  });

  it('formats them for Saudi Arabic with Western digits, marked as Arabic when alone', () => {
    const mark = '\u061C';
    expect(formatFigure({ value: 0.999, unit: 'percent' }, 'ar')).toBe(`${mark}99.9٪`);
    expect(formatFigure({ value: 15, unit: 'minute' }, 'ar')).toBe(`${mark}15 دقيقة`);
    expect(formatFigure({ value: 500, unit: 'count', plus: true }, 'ar')).toBe(`${mark}500+`);
    expect(formatFigure({ value: 0.999, unit: 'percent' }, 'ar', 'prose')).toBe('99.9٪');
  });

  it('formats case-study results: months, dollars and multiples', () => {
    expect(formatFigure({ value: 18, unit: 'month' }, 'en')).toBe('18 months');
    expect(formatFigure({ value: 2400000, unit: 'usd' }, 'en')).toBe('$2.4M');
    expect(formatFigure({ value: 3, unit: 'times' }, 'en')).toBe('3x');
    expect(formatFigure({ value: 3, unit: 'times' }, 'ar', 'prose')).toBe('3×');
    expect(formatFigure({ value: 2400000, unit: 'usd' }, 'en', 'prose')).toBe(
      '2.4 million US dollars',
    );
    expect(formatFigure({ value: 2400000, unit: 'usd' }, 'ar', 'prose')).toBe(
      new Intl.NumberFormat('ar-SA-u-nu-latn', {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'name',
        notation: 'compact',
        compactDisplay: 'long',
        maximumFractionDigits: 1,
      }).format(2400000),
    );
  });
});

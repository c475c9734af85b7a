import { describe, expect, it } from 'vitest';
import { resolveFacts } from './factTokens';

const facts = {
  clients: { value: 5000, unit: 'count' },
  retention: { value: 0.98, unit: 'percent' },
  responseTime: { value: 10, unit: 'minute' },
  foundingYear: 2013,
  officeCity: { en: 'Madina', ar: 'المدينة المنورة' },
} as const;

const minutes = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    value,
  );

describe('company-wide facts in text', () => {
  it('writes a fact into text for the page language, and a quoted whole value as the number', () => {
    const text = "summary: Over {clients} clients\nfigures:\n  - value: '{retention}'";
    expect(resolveFacts(text, 'en', facts).text).toBe(
      'summary: Over 5,000 clients\nfigures:\n  - value: 0.98',
    );
    expect(resolveFacts('title: نسبة {retention}', 'ar', facts).text).toBe(
      `title: نسبة ${new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'percent' }).format(0.98)}`,
    );
  });

  it('writes units out in a sentence, with the grammar of each language', () => {
    expect(resolveFacts('a: within {responseTime}', 'en', facts).text).toBe(
      `a: within ${minutes('en-US', 10)}`,
    );
    expect(resolveFacts('a: خلال {responseTime}', 'ar', facts).text).toBe(
      `a: خلال ${minutes('ar-SA-u-nu-latn', 10)}`,
    );
  });

  it("writes a figure's number alone, and a year as it is, never with a thousands comma", () => {
    const text =
      "a: a {responseTime.value}-minute response since {foundingYear}\nyear: '{foundingYear}'";
    expect(resolveFacts(text, 'en', facts).text).toBe(
      'a: a 10-minute response since 2013\nyear: 2013',
    );
  });

  it("writes text kept in both languages in the page's language", () => {
    const text = "city: '{officeCity}'\nline: In {officeCity}";
    expect(resolveFacts(text, 'en', facts).text).toBe("city: 'Madina'\nline: In Madina");
    expect(resolveFacts(text, 'ar', facts).text).toBe(
      "city: 'المدينة المنورة'\nline: In المدينة المنورة",
    );
  });

  it('names an unknown fact with its line and leaves it as written', () => {
    expect(resolveFacts('a: 1\nb: {clientz}', 'en', facts)).toEqual({
      text: 'a: 1\nb: {clientz}',
      unknown: [{ name: 'clientz', line: 2 }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { resolveFacts } from './factTokens';

const facts = {
  clients: { value: 5000, unit: 'count' },
  retention: { value: 0.98, unit: 'percent' },
} as const;

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

  it('names an unknown fact with its line and leaves it as written', () => {
    expect(resolveFacts('a: 1\nb: {clientz}', 'en', facts)).toEqual({
      text: 'a: 1\nb: {clientz}',
      unknown: [{ name: 'clientz', line: 2 }],
    });
  });
});

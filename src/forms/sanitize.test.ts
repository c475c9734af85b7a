import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize';

/** Strings built from the pieces an attacker would combine, plus arbitrary text. */
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '"',
        "'",
        '<script>',
        '</script>',
        '<img src=x onerror=alert(1)>',
        'javascript:',
        'JaVaScRiPt:',
        'java',
        'script:',
        'data:',
        'DATA:',
        'da',
        'ta:',
        ':',
        '<b>',
      ),
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('sanitising visitor input', () => {
  it('removes markup, the four characters and both schemes, however they are combined', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const output = sanitizeText(input);
        expect(output).not.toMatch(/[<>"']/);
        expect(output).not.toMatch(/javascript:/i);
        expect(output).not.toMatch(/data:/i);
      }),
      { numRuns: 5000 },
    );
  });

  it('is stable: sanitising twice changes nothing more', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const once = sanitizeText(input);
        expect(sanitizeText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves ordinary text in any language as it was, apart from outer spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\p{L}\p{N} .,!?@+()\-\n]*$/u), (input) => {
        expect(sanitizeText(input)).toBe(input.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it('handles the known tricks', () => {
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('java<b>script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('dadata:ta:text/html')).toBe('text/html');
    expect(sanitizeText('<script>alert("x")</script>Hello')).toBe('alert(x)Hello');
    expect(sanitizeText("  It's <em>great</em>  ")).toBe('Its great');
    expect(sanitizeText('مرحبا <b>بكم</b>')).toBe('مرحبا بكم');
  });
});

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

  it('removes what is not text: controls, NUL, the byte-order mark and bidi overrides', () => {
    expect(sanitizeText('a\u0000b\u0007c\u007fd\u009be\ufefff')).toBe('abcdef');
    expect(sanitizeText('price \u202e01$\u202c and \u2067x\u2069')).toBe('price 01$ and x');
    // Marks that Arabic text needs stay: the right-to-left mark and the zero-width joiners.
    expect(sanitizeText('ص\u200fب\u200dح\u200c')).toBe('ص\u200fب\u200dح\u200c');
  });

  it('writes every kind of line break as one line feed, and keeps tabs', () => {
    expect(sanitizeText('a\r\nb\rc\u2028d\u2029e\u0085f\tg')).toBe('a\nb\nc\nd\ne\nf\tg');
  });

  it('stops after a bounded number of passes, taking the colons of what still nests', () => {
    const nested = (depth: number) => `${'da'.repeat(depth)}data:${'ta:'.repeat(depth)} see: x`;
    expect(sanitizeText(nested(2))).toBe('see: x');
    expect(sanitizeText(nested(3200))).toMatch(/^(?:da)+(?:ta)+ see x$/);
  });
});

import { describe, expect, it } from 'vitest';
import { rangesIn } from './rangesIn';
import { unicodeRange } from './unicodeRange';

describe('unicodeRange', () => {
  it('joins consecutive code points into ranges, in ascending order', () => {
    expect(unicodeRange([0x2013, 0x41, 0x20, 0x21, 0x22, 0xa9, 0x42])).toBe(
      'U+20-22, U+41-42, U+A9, U+2013',
    );
  });

  it('names a repeated code point once', () => {
    expect(unicodeRange([0x644, 0x644, 0x627])).toBe('U+627, U+644');
  });
});

describe('rangesIn', () => {
  it('reads back what unicodeRange writes, and the ranges @fontsource declares', () => {
    expect(rangesIn(unicodeRange([0x20, 0x21, 0x22, 0xa9]))).toEqual([
      [0x20, 0x22],
      [0xa9, 0xa9],
    ]);
    expect(rangesIn('U+0600-06FF,U+200C')).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
    ]);
  });
});

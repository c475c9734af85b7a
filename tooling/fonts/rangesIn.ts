/** The runs of code points a `unicode-range` value names ("U+0600-06FF, U+200C"), first and last. */
export function rangesIn(unicodeRange: string): [number, number][] {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [first = '', last = first] = part.split('-');
      return [parseInt(first, 16), parseInt(last, 16)];
    });
}

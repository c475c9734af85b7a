/**
 * A `unicode-range` descriptor's value for these code points, consecutive ones joined into
 * ranges ("U+20-7E, U+A9, U+2013"), in ascending order whatever order they came in.
 */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return ranges
    .map(([first, end]) => (first === end ? `U+${hex(first)}` : `U+${hex(first)}-${hex(end)}`))
    .join(', ');
}

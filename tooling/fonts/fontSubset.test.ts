import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape, Variation } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rangesIn } from './rangesIn';
import { fontSubset } from './fontSubset';
import { subsetCharacters } from './subsetCharacters';

const fontFile = (script: string) =>
  readFileSync(
    join('node_modules/@fontsource-variable/cairo/files', `cairo-${script}-wght-normal.woff2`),
  );

/** Every interface string of one language: real copy, Arabic's with marks and lam-alef. */
function stringsOf(language: string): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(strings)
        : [];
  return strings(JSON.parse(readFileSync(`src/i18n/locales/${language}.json`, 'utf8')));
}

/** How a font sets a line at a weight: each glyph's outline and where it goes. */
function setLine(font: Font, line: string, weight: number): string {
  font.setVariations([new Variation('wght', weight)]);
  const buffer = new ShapingBuffer();
  buffer.addText(line);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map(({ codepoint: glyph }, i) => `${font.glyphToPath(glyph)} ${JSON.stringify(positions[i])}`)
    .join('\n');
}

const uncompressedFont = (bytes: Buffer) => new Font(new Face(new Blob(bytes)));

const cacheDirectory = mkdtempSync(join(tmpdir(), 'font-subset-'));
afterAll(() => rmSync(cacheDirectory, { recursive: true, force: true }));

describe.each([
  ['latin', 'en'],
  ['arabic', 'ar'],
  // HarfBuzz in WebAssembly takes seconds to cut and set the whole font on a busy machine.
])('the %s subset', { timeout: 120_000 }, (script, language) => {
  const characters = subsetCharacters('.');
  const unicode = z
    .record(z.string(), z.string())
    .parse(
      JSON.parse(readFileSync('node_modules/@fontsource-variable/cairo/unicode.json', 'utf8')),
    );
  const declared = rangesIn(unicode[script] ?? '');
  const made = fontSubset(fontFile(script), declared, characters, cacheDirectory);
  // The font with every character it is declared for, uncompressed for HarfBuzz to read.
  const whole = subsetFont(
    fontFile(script),
    String.fromCodePoint(
      ...declared.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, i) => first + i),
      ),
    ),
    {
      targetFormat: 'sfnt',
    },
  );

  it('draws the characters asked for that the font has; the whole face names the rest it has', async () => {
    const { bytes, codePoints, wholeCodePoints } = await made;
    const fontHas = [...new Face(new Blob(await whole)).collectUnicodes()].sort((a, b) => a - b);
    const asked = new Set(Array.from(characters, (c) => c.codePointAt(0)));
    const named = new Set([...wholeCodePoints, ...codePoints]);
    expect(fontHas.filter((codePoint) => !named.has(codePoint))).toEqual([]);
    expect(wholeCodePoints.filter((codePoint) => asked.has(codePoint))).toEqual([]);
    expect(codePoints).toEqual(fontHas.filter((codePoint) => asked.has(codePoint)));
    const subset = await subsetFont(bytes, characters, { targetFormat: 'sfnt' });
    expect([...new Face(new Blob(subset)).collectUnicodes()].sort((a, b) => a - b)).toEqual(
      codePoints,
    );
  });

  it("sets the site's lines as the whole font does, at every weight the headings use", async () => {
    const { bytes } = await made;
    const subset = uncompressedFont(await subsetFont(bytes, characters, { targetFormat: 'sfnt' }));
    const reference = uncompressedFont(await whole);
    const lines = stringsOf(language);
    for (const weight of [200, 400, 600, 700, 1000]) {
      for (const line of lines)
        expect(setLine(subset, line, weight)).toEqual(setLine(reference, line, weight));
    }
  });

  it('keeps the weight axis and the metrics the fallback face is drawn to', async () => {
    const subset = new Face(
      new Blob(await subsetFont((await made).bytes, characters, { targetFormat: 'sfnt' })),
    );
    const reference = new Face(new Blob(await whole));
    expect(subset.getAxisInfos()).toEqual(reference.getAxisInfos());
    expect(subset.getAxisInfos().wght).toMatchObject({ min: 200, max: 1000 });
    expect(new Font(subset).hExtents()).toEqual(new Font(reference).hExtents());
  });

  it('comes out byte for byte the same from the same font and characters', async () => {
    const again = await fontSubset(
      fontFile(script),
      declared,
      characters,
      mkdtempSync(join(cacheDirectory, 'again-')),
    );
    expect(again.bytes.equals((await made).bytes)).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Blob, Face, versionString } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { z } from 'zod';

/** What HarfBuzz reads from the whole file: the code points it draws, of those declared. */
const cachedReading = z.object({ drawn: z.array(z.number()) });

export interface FontSubset {
  /** The subset as WOFF2. */
  bytes: Buffer;
  /** The code points the subset draws, ascending: those asked for that the file has. */
  codePoints: number[];
  /**
   * What the whole file's face names, ascending: the declared runs it draws anything of,
   * less the subset's characters and the characters asked for that it does not draw.
   */
  wholeCodePoints: number[];
}

const { version: subsetFontVersion } = z
  .object({ version: z.string() })
  .parse(createRequire(import.meta.url)('subset-font/package.json'));

/** Writes a file whole or not at all, so a build stopped halfway leaves no broken entry. */
function writeWhole(path: string, data: string | Buffer): void {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/** The code points a font draws, read by HarfBuzz from the uncompressed font. */
async function codePointsOf(font: Buffer, characters: string): Promise<number[]> {
  const uncompressed = await subsetFont(font, characters, { targetFormat: 'sfnt' });
  return [...new Face(new Blob(uncompressed)).collectUnicodes()].sort((a, b) => a - b);
}

/**
 * The font file cut down to `characters`, as WOFF2, by HarfBuzz's subsetter (through
 * subset-font): every glyph those characters reach through the font's layout features
 * stays (Arabic's joining forms and lam-alef ligatures, marks' anchors), with the variation
 * axes, the metrics and all the features. `declared` is what the whole file is declared for
 * (@fontsource's unicode-range); what its face names comes back too, without the subset's
 * characters (Chromium also downloads a face that covers a character while the face before
 * it is loading), a character the site uses that the file cannot draw (Arabic figures'
 * letter mark, U+061C), which a browser would download the file to look for, or the runs
 * the file has nothing of. Made once per file, characters and library versions, then read from
 * `cacheDirectory`: encoding the WOFF2 takes seconds, reading it milliseconds.
 */
export async function fontSubset(
  font: Buffer,
  declared: [number, number][],
  characters: string,
  cacheDirectory: string,
): Promise<FontSubset> {
  const key = createHash('sha256')
    .update(font)
    .update(JSON.stringify(declared))
    .update(characters)
    .update(`${subsetFontVersion} ${versionString()}`)
    .digest('hex')
    .slice(0, 32);
  const fontPath = join(cacheDirectory, `${key}.woff2`);
  const readingPath = join(cacheDirectory, `${key}.json`);
  const runs = declared.map(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
  const asked = new Set(Array.from(characters, (character) => character.codePointAt(0) ?? -1));
  const cached = existsSync(fontPath) && existsSync(readingPath);
  const drawn = new Set(
    cached
      ? cachedReading.parse(JSON.parse(readFileSync(readingPath, 'utf8'))).drawn
      : await codePointsOf(font, String.fromCodePoint(...runs.flat())),
  );
  const kept = [...asked].filter((codePoint) => drawn.has(codePoint)).sort((a, b) => a - b);
  let bytes: Buffer;
  if (cached) {
    bytes = readFileSync(fontPath);
  } else {
    bytes = await subsetFont(font, String.fromCodePoint(...kept), { targetFormat: 'woff2' });
    mkdirSync(cacheDirectory, { recursive: true });
    writeWhole(fontPath, bytes);
    writeWhole(readingPath, JSON.stringify({ drawn: [...drawn] }));
  }
  const wholeCodePoints = runs
    .filter((run) => run.some((codePoint) => drawn.has(codePoint)))
    .flat()
    .filter((codePoint) => !asked.has(codePoint))
    .sort((a, b) => a - b);
  return { bytes, codePoints: kept, wholeCodePoints };
}

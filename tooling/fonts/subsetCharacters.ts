import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formattedCharacters } from './formattedCharacters';

/** The code points from `first` to `last`, both included. */
function span(first: number, last: number): string {
  return String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

/**
 * What a new sentence in either language is written with, kept whether or not a page uses
 * it yet: every key of an English keyboard, and the Arabic letters, marks (tashkeel, madda,
 * hamza, superscript alef), digits and punctuation. An editor's next word then never mixes
 * the subset with the full file: Arabic marks are placed on their letters by the font that
 * draws both, and a word split between two files would lose that and its kerning.
 */
export const alwaysKept =
  span(0x20, 0x7e) +
  '\u060C\u061B\u061F' +
  span(0x621, 0x63a) +
  span(0x640, 0x655) +
  span(0x660, 0x66c) +
  '\u0670';

/** The text of every file under `directory`, at any depth, whose name `wanted` accepts. */
function textsUnder(directory: string, wanted: (name: string) => boolean = () => true): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * The characters the fonts' subsets keep (each font keeps those it has): what the content,
 * the interface strings and the app's own code of both languages are written with, what the
 * formatters write, and `alwaysKept`. In ascending order, so the same site always gives the same subsets.
 */
export function subsetCharacters(projectRoot: string): string {
  const texts = [
    ...textsUnder(join(projectRoot, 'content')),
    // The interface strings, and what components write themselves: punctuation read to
    // screen readers (" — "), arrows.
    ...textsUnder(
      join(projectRoot, 'src'),
      (name) => /\.(tsx?|json)$/.test(name) && !name.includes('.test.'),
    ),
    formattedCharacters(),
    alwaysKept,
  ];
  const codePoints = new Set(
    texts.flatMap((text) => Array.from(text, (c) => c.codePointAt(0) ?? 0)),
  );
  return String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
}

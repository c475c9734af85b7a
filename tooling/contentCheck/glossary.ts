import type { Locale } from '../../shared/locales';
import type { Problem } from './problem';
import { textPieces } from './textPieces';

/** Where the glossary is: a page editors read, and the list the check enforces. */
export const glossaryFile = 'docs/glossary.md';

/** docs/glossary.md, read: the term for each concept, and the names kept on one line. */
export interface Glossary {
  terms: GlossaryTerm[];
  /** Names whose words never break across lines: `SOC 2`, `Google Cloud`. */
  keptTogether: string[];
}

export interface GlossaryTerm {
  written: Readonly<Record<Locale, string>>;
  rejected: Readonly<Record<Locale, readonly string[]>>;
}

/** A file's text to check, in one language. */
export interface WrittenText {
  file: string;
  locale: Locale;
  text: string;
}

const tableRow = /^\|(.*)\|\s*$/;
const separatorRow = /^\|[\s|:-]+\|\s*$/;
const listedName = /^- `([^`]+)`\s*$/;

function variants(cell: string): string[] {
  return cell
    .split(/[,،]/)
    .map((variant) => variant.trim())
    .filter(Boolean);
}

/**
 * The rows of the table under "## Terms" (English | Arabic | not in English | not in Arabic)
 * and the names listed under "## Names that never break across lines".
 */
export function readGlossary(markdown: string): Glossary {
  const terms: GlossaryTerm[] = [];
  const keptTogether: string[] = [];
  let section = '';
  let header = true;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      header = true;
      continue;
    }
    if (section === 'Terms' && tableRow.test(line) && !separatorRow.test(line)) {
      // The first row of the table names its columns.
      if (header) {
        header = false;
        continue;
      }
      const [english = '', arabic = '', notEnglish = '', notArabic = ''] = line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      terms.push({
        written: { en: english, ar: arabic },
        rejected: { en: variants(notEnglish), ar: variants(notArabic) },
      });
    }
    const name = section.startsWith('Names') ? listedName.exec(line) : null;
    if (name?.[1]) keptTogether.push(name[1]);
  }
  return { terms, keptTogether };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A rejected variant as a whole word. Arabic words take joined prefixes (و، ف، ب، ك and the
 * article ال), and ل before ال drops the alif (للثقة), so those forms count as the variant.
 */
function variantPattern(variant: string, locale: Locale): RegExp {
  if (locale === 'en') {
    return new RegExp(`(?<![\\p{L}\\p{M}])${escaped(variant)}(?![\\p{L}])`, 'giu');
  }
  const word = escaped(variant.startsWith('ال') ? variant.slice(2) : variant);
  return new RegExp(
    `(?<![\\p{L}\\p{M}])(?:[وف]?[بك]?(?:ال)?|[وف]?لل?)${word}(?![\\p{L}\\p{M}])`,
    'gu',
  );
}

/** و written straight before a Latin word, as in وSOC or و4G. */
const joinedToLatin = /(?<![\p{L}\p{M}])و(?=\d*[A-Za-z])[\dA-Za-z]*/gu;
/** A figure with the Latin percent sign, before or after it. */
const latinPercent = /\d+(?:\.\d+)?\s?%|%\s?\d+/g;

/** Short vowels, shadda and the stretching tatweel: a variant is the same word with them. */
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;

/** A rejected variant's pattern, and the term whose rendering replaces it. */
interface Rejection {
  term: GlossaryTerm;
  pattern: RegExp;
  /** The term's own renderings, which may begin with the variant («مكتب الدعم الفني»). */
  written: readonly string[];
}

/** A rendering without the note in brackets that says where it is used. */
function renderings(cell: string, locale: Locale): string[] {
  return variants(cell.replace(/\s*\([^)]*\)/g, '')).map((rendering) =>
    locale === 'ar' ? rendering.replace(arabicMarks, '') : rendering.toLowerCase(),
  );
}

/** Every rejected variant of `locale`, its pattern made once for all the lines checked. */
function rejectionsOf(glossary: Glossary, locale: Locale): Rejection[] {
  return glossary.terms.flatMap((term) =>
    term.rejected[locale].map((variant) => ({
      term,
      pattern: variantPattern(variant.replace(arabicMarks, ''), locale),
      written: renderings(term.written[locale], locale),
    })),
  );
}

/** Whether the variant found at `start` to `end` is part of one of the term's own renderings. */
function withinRendering(text: string, start: number, end: number, written: readonly string[]) {
  return written.some((rendering) => {
    // A joined prefix (وبال) may stand before a rendering that starts with the variant.
    for (let at = text.indexOf(rendering, end - rendering.length); at >= 0 && at <= start + 4;) {
      if (at + rendering.length >= end) return true;
      at = text.indexOf(rendering, at + 1);
    }
    return false;
  });
}

function textProblems(text: string, locale: Locale, rejections: readonly Rejection[]): string[] {
  const messages: string[] = [];
  const bare = locale === 'ar' ? text.replace(arabicMarks, '') : text;
  const compared = locale === 'ar' ? bare : bare.toLowerCase();
  for (const { term, pattern, written } of rejections) {
    for (const match of bare.matchAll(pattern)) {
      if (withinRendering(compared, match.index, match.index + match[0].length, written)) continue;
      messages.push(
        `writes "${match[0]}". The site calls this "${term.written[locale]}" (docs/glossary.md, "${term.written.en}"): write that instead.`,
      );
    }
  }
  if (locale === 'en') return messages;
  for (const [found] of text.matchAll(joinedToLatin)) {
    const word = found.slice(1);
    messages.push(
      `joins "و" to the Latin "${word}" ("${found}"), which reads as a stray letter. Write a space after it ("و ${word}") or put an Arabic word between them ("ومنصة ${word}").`,
    );
  }
  for (const [found] of text.matchAll(latinPercent)) {
    messages.push(
      `writes "${found}". Arabic pages write the Arabic percent sign straight after the figure, as the site's number formatting does: "${found.replace(/\s?%\s?/, '').trim()}٪".`,
    );
  }
  return messages;
}

/**
 * Every field (or line of MDX text) of every text that writes a rejected variant, or breaks
 * Arabic typesetting: the problem names the file, the field and its line.
 */
export function glossaryProblems(texts: readonly WrittenText[], glossary: Glossary): Problem[] {
  const rejections = { en: rejectionsOf(glossary, 'en'), ar: rejectionsOf(glossary, 'ar') };
  return texts.flatMap(({ file, locale, text }) =>
    textPieces(file, text).flatMap((piece) =>
      textProblems(piece.text, locale, rejections[locale]).map((message) => ({
        file,
        line: piece.line,
        ...(piece.field ? { field: piece.field } : {}),
        message,
      })),
    ),
  );
}

/** An Arabic "و" written apart from the Latin word it joins: "و SOC 2". */
const andBeforeLatin = /(?<![\p{L}\p{M}])و (?=[A-Za-z])/gu;
/**
 * A figure and the word it counts: "15 دقيقة", "500 clients", "98٪ من"; not the digits that
 * end a name ("SOC 2 نفسها"), which would glue three words into one unbreakable run.
 */
const figureBeforeWord = /(?<![\p{L}\p{N}.,\u00a0])(\d+(?:[.,٬٫]\d+)*[٪%+]?) (?=\p{L})/gu;

/**
 * Joins with a no-break space what must not be split at the end of a line: the words of
 * each kept-together name ("SOC 2" never ends one line and starts the next; "ISO 270011" is
 * left alone), an Arabic "و" and the Latin word after it, and a figure and its word.
 */
export function keepNamesTogether(text: string, names: readonly string[]): string {
  return names
    .reduce(
      (joined, name) =>
        joined.replace(
          new RegExp(
            `(?<![A-Za-z0-9])${escaped(name).replaceAll(' ', '[ \\u00a0]')}(?![A-Za-z0-9])`,
            'g',
          ),
          name.replaceAll(' ', '\u00a0'),
        ),
      text,
    )
    .replace(andBeforeLatin, 'و\u00a0')
    .replace(figureBeforeWord, '$1\u00a0');
}

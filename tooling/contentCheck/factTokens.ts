import type { Locale } from '../../shared/locales';
import { formatFigure, type FigureValue } from '../../src/i18n/formatFigure';
import { countedNoun, formsNamed, nounWords, type CountedNouns } from './countedNoun';
import { resolveAmounts } from './moneyTokens';
import type { Problem } from './problem';

/**
 * A fact is a figure (500 clients, 15 minutes), a plain number (the year 2013), text that
 * reads the same in both languages (a phone number) or text written in each (the hours).
 */
export type Fact = FigureValue | number | string | Readonly<Record<Locale, string>>;
/** The facts file: the facts by name, and under `nouns` the words counted after a figure. */
export type Facts = Readonly<Record<string, Fact | CountedNouns>>;

/** Where the facts file keeps its counted nouns; no text names it as a fact. */
const nounsField = 'nouns';

function isCountedNouns(entry: Fact | CountedNouns): entry is CountedNouns {
  return typeof entry === 'object' && 'ar' in entry && Array.isArray(entry.ar);
}

/** A text's mistake in naming a fact: an unknown name, or a noun the table cannot count. */
export interface FactMistake {
  name: string;
  line: number;
  /** The counted noun written after the name, when that is what is wrong, and the known ones. */
  noun?: { written: string; known: readonly string[] };
}

/** `'{clients}'` as a whole quoted value: the number itself, for a figure's `value`. */
const wholeValue = /(['"])\{([A-Za-z]\w*)\}\1/g;
/**
 * `{clients}` inside text: the fact written for the page's language. `{responseTime.value}`
 * is a figure's number alone, for English compounds such as "a 15-minute response".
 * `{clients عميل}` is a count and the noun it counts, in the form the number calls for.
 */
const inText = /\{([A-Za-z]\w*)(?:(\.value)|[ \t]+([^\s{}]+))?\}/g;

/**
 * `{clients` at the end of a line and `عميل}` at the start of the next: a long line wrapped
 * inside the token, by an editor or a YAML writer. The space before it goes with it.
 */
const wrappedCount = /[ \t]*\{([A-Za-z]\w*)[ \t]*(\n[ \t]*)([^\s{}]+)\}/g;

/** The fact as a whole value: a number stays a number, text stays quoted text. */
function asValue(fact: Fact, locale: Locale): string {
  if (typeof fact === 'number') return String(fact);
  if (typeof fact !== 'string' && 'value' in fact) return String(fact.value);
  const text = typeof fact === 'string' ? fact : fact[locale];
  return `'${text.replaceAll("'", "''")}'`;
}

/** The fact inside a sentence; a plain number (a year) is written as it is, never 2,013. */
function inSentence(fact: Fact, numberAlone: boolean, locale: Locale): string {
  if (typeof fact === 'string' || typeof fact === 'number') return String(fact);
  if (!('value' in fact)) return fact[locale];
  return numberAlone ? String(fact.value) : formatFigure(fact, locale, 'prose');
}

/**
 * Writes the company-wide facts, and amounts of money (`{SAR 9000000}`), into a file's text
 * where it names them. A count wrapped across two lines moves whole to the second, so every
 * line keeps its number and the check's messages point at the written file; the line break
 * still reads as a space, in YAML's folded text and in Markdown alike.
 */
export function resolveFacts(
  text: string,
  locale: Locale,
  facts: Facts,
): { text: string; unknown: FactMistake[] } {
  const unknown: FactMistake[] = [];
  const nouns = facts[nounsField];
  const table = nouns !== undefined && isCountedNouns(nouns) ? nouns[locale] : [];
  const unwrapped = resolveAmounts(text, locale).replace(wrappedCount, '$2{$1 $3}');
  const lines = unwrapped.split('\n').map((line, index) => {
    const known = (name: string): Fact | undefined => {
      const fact = name === nounsField ? undefined : facts[name];
      if (fact !== undefined && !isCountedNouns(fact)) return fact;
      unknown.push({ name, line: index + 1 });
      return undefined;
    };
    const counted = (name: string, noun: string): string | undefined => {
      const fact = known(name);
      if (fact === undefined) return undefined;
      const forms = formsNamed(table, noun);
      if (typeof fact === 'object' && 'unit' in fact && fact.unit === 'count' && forms) {
        return countedNoun(fact.value, forms, locale);
      }
      unknown.push({ name, line: index + 1, noun: { written: noun, known: nounWords(table) } });
      return undefined;
    };
    return line
      .replace(wholeValue, (written, _quote: string, name: string) => {
        const fact = known(name);
        return fact === undefined ? written : asValue(fact, locale);
      })
      .replace(
        inText,
        (written, name: string, numberAlone: string | undefined, noun: string | undefined) => {
          if (noun !== undefined) return counted(name, noun) ?? written;
          const fact = known(name);
          return fact === undefined ? written : inSentence(fact, numberAlone !== undefined, locale);
        },
      );
  });
  return { text: lines.join('\n'), unknown };
}

function mistakeMessage({ name, noun }: FactMistake, facts: Facts): string {
  const factNames = Object.entries(facts).flatMap(([fact, entry]) =>
    isCountedNouns(entry) ? [] : [fact],
  );
  const fact = facts[name];
  if (fact === undefined || isCountedNouns(fact) || noun === undefined) {
    return `{${name}} names no fact in content/site/facts.yaml. Write one of: ${factNames
      .map((known) => `{${known}}`)
      .join(', ')}.`;
  }
  if (typeof fact !== 'object' || !('unit' in fact) || fact.unit !== 'count') {
    return `{${name} ${noun.written}}: only a count (unit: count) is followed by a counted noun. Write {${name}} and the words after it.`;
  }
  return `{${name} ${noun.written}}: "${noun.written}" is not a counted noun of this language in content/site/facts.yaml (nouns). Add its forms there, or write one of: ${noun.known.join(', ')}.`;
}

export function unknownFactProblems(
  file: string,
  unknown: readonly FactMistake[],
  facts: Facts,
): Problem[] {
  return unknown.map((mistake) => ({
    file,
    line: mistake.line,
    message: mistakeMessage(mistake, facts),
  }));
}

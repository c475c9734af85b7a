import type { Locale } from '../../src/content/vocabulary';
import { formatFigure, type FigureValue } from '../../src/i18n/intlLocale';
import type { Problem } from './problem';

/**
 * A fact is a figure (500 clients, 15 minutes), a plain number (the year 2013), text that
 * reads the same in both languages (a phone number) or text written in each (the hours).
 */
export type Fact = FigureValue | number | string | Readonly<Record<Locale, string>>;
export type Facts = Readonly<Record<string, Fact>>;

/** `'{clients}'` as a whole quoted value: the number itself, for a figure's `value`. */
const wholeValue = /(['"])\{([A-Za-z]\w*)\}\1/g;
/**
 * `{clients}` inside text: the fact written for the page's language. `{responseTime.value}`
 * is a figure's number alone, for English compounds such as "a 15-minute response".
 */
const inText = /\{([A-Za-z]\w*)(\.value)?\}/g;

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
 * Writes the company-wide facts into a file's text where it names them. Tokens never span
 * lines, so every line keeps its number and the check's messages point at the written file.
 */
export function resolveFacts(
  text: string,
  locale: Locale,
  facts: Facts,
): { text: string; unknown: { name: string; line: number }[] } {
  const unknown: { name: string; line: number }[] = [];
  const lines = text.split('\n').map((line, index) => {
    const known = (name: string) => {
      if (Object.hasOwn(facts, name)) return facts[name];
      unknown.push({ name, line: index + 1 });
      return undefined;
    };
    return line
      .replace(wholeValue, (written, _quote: string, name: string) => {
        const fact = known(name);
        return fact === undefined ? written : asValue(fact, locale);
      })
      .replace(inText, (written, name: string, numberAlone: string | undefined) => {
        const fact = known(name);
        return fact === undefined ? written : inSentence(fact, numberAlone !== undefined, locale);
      });
  });
  return { text: lines.join('\n'), unknown };
}

export function unknownFactProblems(
  file: string,
  unknown: readonly { name: string; line: number }[],
  facts: Facts,
): Problem[] {
  return unknown.map(({ name, line }) => ({
    file,
    line,
    message: `{${name}} names no fact in content/site/facts.yaml. Write one of: ${Object.keys(facts)
      .map((fact) => `{${fact}}`)
      .join(', ')}.`,
  }));
}

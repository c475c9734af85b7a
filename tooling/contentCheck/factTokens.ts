import type { Locale } from '../../src/content/vocabulary';
import { formatFigure, type FigureValue } from '../../src/i18n/intlLocale';
import type { Problem } from './problem';

export type Facts = Readonly<Record<string, FigureValue | string>>;

/** `'{clients}'` as a whole quoted value: the number itself, for a figure's `value`. */
const wholeValue = /(['"])\{([A-Za-z]\w*)\}\1/g;
/** `{clients}` inside text: the number written for the page's language. */
const inText = /\{([A-Za-z]\w*)\}/g;

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
        if (fact === undefined) return written;
        // Text stays quoted text; a figure becomes the bare number a figure's value takes.
        return typeof fact === 'string' ? `'${fact.replaceAll("'", "''")}'` : String(fact.value);
      })
      .replace(inText, (written, name: string) => {
        const fact = known(name);
        if (fact === undefined) return written;
        return typeof fact === 'string'
          ? fact
          : formatFigure({ value: fact.value, unit: fact.unit }, locale);
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

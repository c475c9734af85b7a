import { facts as factsType } from '../../src/content/schema/facts';
import type { Locale } from '../../shared/locales';
import { localeInfo } from '../../src/i18n/localeInfo';
import { formsNamed, nounFor, pluralCategory, type NounForms } from './countedNoun';
import { fieldPath, type Problem } from './problem';
import type { Source } from './sources';

/**
 * A whole number in digits (Western or Arabic-Indic, with thousands separators), not part
 * of a decimal, of a Latin name (S3, 5G) or of a longer number, then the word after it,
 * across a line break too. An Arabic letter may join
 * the digits («و3 عملاء», «ب50 مختصًا»).
 * Punctuation ends the word, so «دولةً،» reads as «دولةً».
 */
const countThenWord =
  /(?<![A-Za-z\p{N}.,٫٬])([\d٠-٩]{1,3}(?:[,٬][\d٠-٩]{3})+|[\d٠-٩]+)(?![.٫][\d٠-٩]|[\d٠-٩])\+?\s+([^\s\p{N}\p{P}\p{S}]+)/gu;

const arabicIndicDigits = '٠١٢٣٤٥٦٧٨٩';

function valueOf(digits: string): number {
  return Number(
    digits
      .replace(/[٠-٩]/g, (digit) => String(arabicIndicDigits.indexOf(digit)))
      .replace(/[,٬]/g, ''),
  );
}

/**
 * Whether the noun after `value` needs checking. A language that counts one in words
 * (Arabic) never puts a singular after other digits as an attribute; English does ("a
 * 5 client pilot"), so there only a plural after 1 ("1 countries") is a counting mistake.
 */
function counts(forms: NounForms, written: string, value: number, locale: Locale): boolean {
  const attributive =
    !localeInfo[locale].figures.countedInWords.includes('one') && written === forms.one;
  return !attributive || pluralCategory(value, locale) === 'one';
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** A figure's caption that starts with a counted noun, where it is found in the fields. */
function captions(
  data: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; label: string }[] {
  if (Array.isArray(data))
    return data.flatMap((item: unknown, index) => captions(item, [...path, index]));
  if (typeof data !== 'object' || data === null) return [];
  const here =
    'unit' in data && data.unit === 'count' && 'label' in data && typeof data.label === 'string'
      ? [{ path: [...path, 'label'], label: data.label }]
      : [];
  return [
    ...here,
    ...Object.entries(data).flatMap(([key, value]) => captions(value, [...path, key])),
  ];
}

function textProblems(source: Source, locale: Locale, table: readonly NounForms[]): Problem[] {
  return [...source.resolved.matchAll(countThenWord)].flatMap((match) => {
    const [written, digits = '', word = ''] = match;
    const forms = formsNamed(table, word);
    const value = valueOf(digits);
    if (!forms || !counts(forms, word, value, locale)) return [];
    const { form, inWords } = nounFor(value, forms, locale);
    if (!inWords && word === form) return [];
    return [
      {
        file: source.file,
        line: lineAt(source.resolved, match.index),
        message: inWords
          ? `«${written.replace(/\s+/g, ' ')}»: ${value} is said in the noun itself, «${form}», without the digits. Write that, or {fact ${forms.other}} when the number is a fact, so the noun follows it.`
          : `«${written.replace(/\s+/g, ' ')}»: after ${digits} the counted noun is «${form}». Write «${digits} ${form}», or {fact ${forms.other}} when the number is a fact, so the noun follows it.`,
      },
    ];
  });
}

function captionProblems(source: Source, table: readonly NounForms[]): Problem[] {
  return captions(source.data).flatMap(({ path, label }) => {
    const first = label.split(/\s+/)[0] ?? '';
    const forms = formsNamed(table, first);
    if (!forms) return [];
    return [
      {
        file: source.file,
        line: source.lineOf(path),
        field: fieldPath(path),
        message: `«${label}» reads on from the number above it («${first}» is the noun it counts), so it turns wrong when the number changes. Write the caption as a heading that holds for any number, as «العملاء الراضون» and "Satisfied clients" do.`,
      },
    ];
  });
}

/**
 * A counted noun written after a figure that does not agree with it: «650 عميل» where the
 * number calls for «650 عميلًا», «3 عميل» for «3 عملاء», "1 countries" for "1 country"; and a
 * figure's caption that starts with a counted noun, which no number can keep right. Reads
 * the texts with the facts written in, so a fact's noun written by hand is checked at the
 * fact's current value. The nouns are those of content/site/facts.yaml.
 */
export function countedNounProblems(sources: readonly Source[]): Problem[] {
  const written = sources.find((source) => source.type === factsType);
  const parsed = factsType.fields.safeParse(written?.data);
  if (!parsed.success) return [];
  const { nouns } = parsed.data;
  return sources.flatMap((source) =>
    source.locale === undefined
      ? []
      : [
          ...textProblems(source, source.locale, nouns[source.locale]),
          ...captionProblems(source, nouns[source.locale]),
        ],
  );
}

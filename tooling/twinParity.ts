/**
 * Every English document needs an Arabic twin with the same shape, and the two must agree on
 * everything that is not language (links, icons, numbers, dates). These checks run on the
 * generated documents and explain each problem in words an editor can act on.
 */

export interface ContentDocument {
  type: string;
  slug: string;
  locale: string;
  file: string;
  data: Record<string, unknown>;
}

/** Fields whose values are the same in both languages. */
const languageNeutralFields = new Set([
  'href',
  'url',
  'src',
  'width',
  'height',
  'service',
  'featured',
  'related',
  'testimonials',
  'ctaLinkUrl',
  'year',
  'testimonial',
  'layout',
  'icon',
  'industry',
  'category',
  'date',
  'updated',
  'rating',
  'value',
  'unit',
  'plus',
  'network',
  'id',
  'studies',
  'postalCode',
  'officePhone',
  'tollFreePhone',
  'emails',
  'foundingYear',
]);

/** Bookkeeping added by contentlayer, not written by editors. */
const ignoredFields = new Set(['_id', '_raw', 'type', 'slug', 'locale', 'body']);

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'object') return 'a group of fields';
  return `a ${typeof value}`;
}

function compare(
  english: unknown,
  arabic: unknown,
  field: string,
  files: { en: string; ar: string },
  problems: string[],
): void {
  const at = field || 'the document';
  if (Array.isArray(english) && Array.isArray(arabic)) {
    if (english.length !== arabic.length) {
      problems.push(
        `${files.ar}: "${at}" has ${arabic.length} items but ${files.en} has ${english.length}. Both languages need the same number of items, in the same order.`,
      );
    }
    english
      .slice(0, arabic.length)
      .forEach((item, index) =>
        compare(item, arabic[index], `${at}[${index + 1}]`, files, problems),
      );
    return;
  }
  if (describe(english) !== describe(arabic)) {
    problems.push(
      `${files.ar}: "${at}" is ${describe(arabic)} but in ${files.en} it is ${describe(english)}. Give it the same form in both languages.`,
    );
    return;
  }
  if (
    typeof english === 'object' &&
    english !== null &&
    typeof arabic === 'object' &&
    arabic !== null
  ) {
    const keys = new Set([...Object.keys(english), ...Object.keys(arabic)]);
    for (const key of keys) {
      if (ignoredFields.has(key)) continue;
      const path = field ? `${field}.${key}` : key;
      const inEnglish = key in english;
      const inArabic = key in arabic;
      if (!inArabic) {
        problems.push(
          `${files.ar}: "${path}" is missing. ${files.en} has it; add its Arabic text.`,
        );
      } else if (!inEnglish) {
        problems.push(
          `${files.en}: "${path}" is missing. ${files.ar} has it; add its English text.`,
        );
      } else {
        const englishValue: unknown = Reflect.get(english, key);
        const arabicValue: unknown = Reflect.get(arabic, key);
        // A group of fields (the home page's testimonials block) is compared field by field.
        const isGroup =
          typeof englishValue === 'object' && englishValue !== null && !Array.isArray(englishValue);
        if (
          languageNeutralFields.has(key) &&
          !isGroup &&
          JSON.stringify(englishValue) !== JSON.stringify(arabicValue)
        ) {
          problems.push(
            `${files.ar}: "${path}" is ${JSON.stringify(arabicValue)} but ${files.en} has ${JSON.stringify(englishValue)}. This field is not translated: it must be identical in both languages.`,
          );
        } else {
          compare(englishValue, arabicValue, path, files, problems);
        }
      }
    }
  }
}

export function twinProblems(documents: ContentDocument[]): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, Partial<Record<string, ContentDocument>>>();
  for (const document of documents) {
    const key = `${document.type}/${document.slug}`;
    byKey.set(key, { ...byKey.get(key), [document.locale]: document });
  }
  for (const twins of byKey.values()) {
    const { en, ar } = twins;
    if (en && !ar) {
      problems.push(
        `${en.file} has no Arabic twin. Create ${en.file.replace(/\.en\.(\w+)$/, '.ar.$1')} with the same fields in Arabic.`,
      );
    } else if (ar && !en) {
      problems.push(
        `${ar.file} has no English twin. Create ${ar.file.replace(/\.ar\.(\w+)$/, '.en.$1')} with the same fields in English.`,
      );
    } else if (en && ar) {
      compare(en.data, ar.data, '', { en: en.file, ar: ar.file }, problems);
    }
  }
  return problems;
}

/** i18next plural forms differ by language (Arabic has six): compare the base key only. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function keysOf(strings: Record<string, unknown>, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.add(path.replace(pluralSuffix, ''));
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      keysOf(Object.fromEntries(Object.entries(value)), path).forEach((nested) => keys.add(nested));
    }
  }
  return keys;
}

export function interfaceStringProblems(
  english: Record<string, unknown>,
  arabic: Record<string, unknown>,
): string[] {
  const englishKeys = keysOf(english);
  const arabicKeys = keysOf(arabic);
  return [
    ...[...englishKeys]
      .filter((key) => !arabicKeys.has(key))
      .map((key) => `src/i18n/locales/ar.json: "${key}" is missing. Add the Arabic text for it.`),
    ...[...arabicKeys]
      .filter((key) => !englishKeys.has(key))
      .map((key) => `src/i18n/locales/en.json: "${key}" is missing. Add the English text for it.`),
  ];
}

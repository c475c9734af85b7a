import type { Problem } from './problem';

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

/**
 * Every string of a folder's en.json exists in its ar.json and the other way round: the
 * interface strings (src/i18n/locales), the search's (src/search/locales) and its field's
 * (src/search/fieldLocales), the forms' (src/forms/formLocales), and the build's own words
 * (scripts/buildStrings).
 */
export function interfaceStringProblems(
  english: Record<string, unknown>,
  arabic: Record<string, unknown>,
  folder: string,
): Problem[] {
  const englishKeys = keysOf(english);
  const arabicKeys = keysOf(arabic);
  const missing = (keys: Set<string>, from: Set<string>, file: string, language: string) =>
    [...keys]
      .filter((key) => !from.has(key))
      .map((key) => ({
        file,
        field: key,
        message: `is missing. Add the ${language} text for it.`,
      }));
  return [
    ...missing(englishKeys, arabicKeys, `${folder}/ar.json`, 'Arabic'),
    ...missing(arabicKeys, englishKeys, `${folder}/en.json`, 'English'),
  ];
}

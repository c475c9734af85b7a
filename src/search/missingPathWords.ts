import { stripLocale } from '../i18n/localePath';

/** Parts of an address that are not words a visitor meant: file endings and index pages. */
const notWords = /^(index|html?|php|aspx?)$/i;

/**
 * The words of an address the site does not have, to search for instead:
 * `/servces/clod` gives "servces clod", `/ar/خدمات/السحابة` gives "خدمات السحابة".
 */
export function missingPathWords(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the address's words are read as they stand.
  }
  return stripLocale(path)
    .split(/[/\-_.+\s]+/)
    .filter((word) => word !== '' && !notWords.test(word))
    .join(' ');
}

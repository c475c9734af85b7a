/** Short vowels, shadda, sukun, the dagger alef and the tatweel that only stretches a word. */
const marks = /[\u064B-\u065F\u0670\u0640]/g;

/** Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal and thousands signs. */
const digits = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g;

function westernDigit(character: string): string {
  if (character === '\u066B') return '.';
  if (character === '\u066C') return ',';
  const code = character.charCodeAt(0);
  return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
}

/**
 * «و» or «ف», then «ب», «ك» or «ل», before the article: «والشبكات», «بالصحية», «وللتحول».
 * Pagefind's Arabic stemmer keeps some of these (measured: «والتحول» found 3 pages where
 * «التحول» found 38), so the word is also looked up with the article alone.
 */
const attachedBeforeArticle = /^[وف]?(?:[بكل]?ال|لل)(?=\p{L}{2})/u;

/**
 * A final «ه» typed for «ة» («الرقميه»): the stemmer strips «ية» but not «يه» (measured:
 * 3 pages against 53), so the word is also looked up with «ة». A real «ه» (a pronoun, as in
 * «خدماته») gives a word that matches nothing, and the query as typed still runs.
 */
const finalHa = /(?<=\p{L}{2})ه$/u;

function arabicWordVariant(word: string): string {
  return word.replace(attachedBeforeArticle, 'ال').replace(finalHa, 'ة');
}

/**
 * The forms of a query to look up: the query as typed, without short vowels and with
 * Western digits (the form the pages use), and, when it differs, the same with each Arabic
 * word's attached conjunction and preposition reduced to the article and a final «ه» read
 * as «ة». Pagefind already matches case, English plurals, «ال» and a lone «ب»/«ل», alef
 * forms, short vowels and ى/ي by itself; the results of the forms are merged.
 */
export function queryVariants(query: string): string[] {
  const typed = query
    .normalize('NFC')
    .replace(marks, '')
    .replace(digits, westernDigit)
    .trim()
    .replace(/\s+/g, ' ');
  if (typed === '') return [];
  const reduced = typed.split(' ').map(arabicWordVariant).join(' ');
  return reduced === typed ? [typed] : [typed, reduced];
}

/**
 * Before anything is sent, markup is stripped, the characters < > " ' are removed,
 * and the strings "javascript:" and "data:" are removed. Removing one thing can assemble
 * another ("javajavascript:script:", "java<b>script:"), so the steps repeat until the text
 * stops changing, at most `maxPasses` times: text that still changes after that is built
 * to nest schemes, and loses its colons, which ends every scheme at once.
 *
 * Characters that are not text go too: control characters (NUL above all, which
 * PostgreSQL refuses), the byte-order mark, and the bidi embeddings, overrides and
 * isolates that make text read differently from what is stored. Line breaks of any kind
 * become "\n"; a tab stays.
 */
const markup = /<[^<>]*>/g;
const forbiddenCharacters = /[<>"']/g;
const dangerousSchemes = /javascript:|data:/gi;
const lineBreaks = /\r\n?|[\u2028\u2029\u0085]/g;
/**
 * Control characters other than tab and line feed, bidi embeddings, overrides and
 * isolates, and the byte-order mark: what a terminal or a spreadsheet acts on, or what
 * makes text read differently from what is stored.
 */
export const notText = /[^\P{Cc}\t\n]|[\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const maxPasses = 8;

function sanitizeOnce(text: string): string {
  return text.replace(markup, '').replace(forbiddenCharacters, '').replace(dangerousSchemes, '');
}

export function sanitizeText(text: string): string {
  let current = text.replace(lineBreaks, '\n').replace(notText, '');
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const next = sanitizeOnce(current);
    if (next === current) return current.trim();
    current = next;
  }
  return sanitizeOnce(current).replace(/:/g, '').trim();
}

/** A one-line field (a company's name): line breaks and tabs become single spaces. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A run of an excerpt's text, and whether it is a word the query matched. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt (escaped text with matched words in <mark>) as plain runs, so the
 * dialog renders it as React text and marks, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(excerpt, 'text/html').body;
  return [...body.childNodes].flatMap((node) => {
    const text = node.textContent ?? '';
    if (text === '') return [];
    return [{ text, marked: node.nodeName === 'MARK' }];
  });
}

/**
 * Before anything is sent, markup is stripped, the characters < > " ' are removed,
 * and the strings "javascript:" and "data:" are removed. Removing one thing can assemble
 * another ("javajavascript:script:", "java<b>script:"), so the steps repeat until the text
 * stops changing.
 */
const markup = /<[^<>]*>/g;
const forbiddenCharacters = /[<>"']/g;
const dangerousSchemes = /javascript:|data:/gi;

function sanitizeOnce(text: string): string {
  return text.replace(markup, '').replace(forbiddenCharacters, '').replace(dangerousSchemes, '');
}

export function sanitizeText(text: string): string {
  let current = text;
  for (;;) {
    const next = sanitizeOnce(current);
    if (next === current) return current.trim();
    current = next;
  }
}

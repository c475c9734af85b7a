/**
 * Comments and white space that mean nothing to the browser: runs of it, and any beside a
 * brace, a semicolon or a comma, or after a colon (the site's rules hold no quoted text with
 * these, and no selector has white space after a colon). The page-wide rules are in every
 * page's first round trip.
 */
export function compactCss(rules: string): string {
  return rules
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
}

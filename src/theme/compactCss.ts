/** Comments and runs of white space add bytes and mean nothing to the browser. */
export function compactCss(rules: string): string {
  return rules
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

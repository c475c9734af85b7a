import { createHash } from 'node:crypto';

/** Everything a card's pixels depend on. */
export interface SocialCardInput {
  /** A hash of the card's template (its HTML and CSS without the fonts). */
  template: string;
  /** A hash of the font files the card is drawn with. */
  fonts: string;
  locale: string;
  kind: string;
  title: string;
  site: string;
  domain: string;
}

/**
 * The name a card is cached under: the same inputs give the same key, so a page whose title,
 * kind and language are unchanged, drawn by the same template with the same fonts, is copied
 * from the cache instead of drawn again; any change to one of them draws it afresh.
 */
export function socialCardKey(input: SocialCardInput): string {
  const fields = [
    input.template,
    input.fonts,
    input.locale,
    input.kind,
    input.title,
    input.site,
    input.domain,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32);
}

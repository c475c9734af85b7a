import slugify from '@sindresorhus/slugify';

/**
 * The page address of a document is its file's name (its slug), which the web editor shows
 * and, for a new document, lets the editor set in this form field. It is never written
 * into the file: the formats leave it out (siteFormats.ts). No schema field has this name.
 */
export const addressField = 'pageAddress';

/** What a page address may be: lower-case ASCII words joined by hyphens. */
export const addressPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A default address keeps the title's first words: long enough to tell, short to share. */
const defaultWords = 6;

/**
 * A new document's address from its title: transliterated to ASCII (an Arabic title
 * too), lower case, the first few words. "5G and Edge Computing: What They Mean for Saudi
 * Businesses" gives "5g-and-edge-computing-what-they".
 */
export function defaultAddress(title: string): string {
  return slugify(title, { decamelize: false }).split('-').slice(0, defaultWords).join('-');
}

/** A document's written values, without the address, which is no value of the file. */
export function withoutAddress(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== addressField));
}

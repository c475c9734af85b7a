import { legalPages } from './collections';
import { loadMdxBody } from './mdxBodies';
import type { Locale } from './vocabulary';

/** A legal document (`privacy`, `terms`) with its MDX body, for its page. */
export async function loadLegalDocument(slug: string, locale: Locale) {
  const document = await legalPages.load(slug, locale);
  const { Body } = await loadMdxBody(document._id);
  return { document, Body };
}

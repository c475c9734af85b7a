import { legalPages } from './collections';
import { loadMdxBody } from './mdxBodies';
import type { Locale } from '../../shared/locales';

/** A legal document (`privacy`, `terms`) with its MDX body and contents, for its page. */
export async function loadLegalDocument(slug: string, locale: Locale) {
  const document = await legalPages.load(slug, locale);
  return { document, ...(await loadMdxBody(document._id, locale)) };
}

import type { DocumentTypes } from 'contentlayer/generated';
import type { DocumentData } from './documentData';
import type { MdxModule } from './mdxBodies';
import type { Locale } from '../../shared/locales';
import { perLanguage } from '../i18n/perLanguage';

interface DocumentIndex {
  /** Each document by its generated file, `/.contentlayer/generated/Service/….json`. */
  documents: Record<string, () => Promise<DocumentData<DocumentTypes>>>;
  /** Each MDX body by its file, `/.contentlayer/content/insights/blog/….mdx`. */
  bodies: Record<string, () => Promise<MdxModule>>;
}

/**
 * Each language's list of documents and MDX bodies is a chunk of its own: the list names
 * every document's chunk, whose hashed file names hardly compress, and a page needs only its
 * language's.
 */
const indexOf: Record<Locale, () => Promise<DocumentIndex>> = {
  en: () => import('./documents/en'),
  ar: () => import('./documents/ar'),
};

const documentIndex = perLanguage((locale) => indexOf[locale](), {
  what: 'document index',
  loader: 'loadDocumentIndex',
});

/**
 * Fetches a language's list of documents once: the app fetches the page's beside the
 * interface strings, a collection the other one when a link to it is about to be followed.
 */
export const loadDocumentIndex = documentIndex.load;

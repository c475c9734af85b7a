import type { Toc } from '@stefanprobst/rehype-extract-toc';
import type { MDXContent } from 'mdx/types';
import { loadDocumentIndex } from './documentIndex';
import type { Locale } from '../../shared/locales';

/** What an MDX module exports: its body, and the headings the build found in it. */
export interface MdxModule {
  default: MDXContent;
  contents: Toc;
}

/** A heading of the body that the contents link to (its id is set at build time). */
export interface ContentsEntry {
  id: string;
  title: string;
}

export interface MdxBody {
  Body: MDXContent;
  /** The body's sections (its level-2 headings), in order. */
  contents: ContentsEntry[];
}

/**
 * The body of an MDX document of `locale`, compiled to a module at build time
 * (tooling/mdxPlugin.ts), from the copy `npm run content` writes with the company-wide facts
 * filled in; `documentId` is the document's `_id`, its path inside content/.
 */
export async function loadMdxBody(documentId: string, locale: Locale): Promise<MdxBody> {
  const { bodies } = await loadDocumentIndex(locale);
  const loader = bodies[`/.contentlayer/content/${documentId}`];
  if (!loader) throw new Error(`No MDX body for content/${documentId}`);
  const { default: Body, contents } = await loader();
  return {
    Body,
    contents: contents.flatMap(({ id, value }) => (id ? [{ id, title: value }] : [])),
  };
}

import type { DocumentTypes } from 'contentlayer/generated';
import type { DocumentData } from '../documentData';
import type { MdxModule } from '../mdxBodies';

/**
 * The Arabic documents of content/, each a chunk of its own (see ../documentIndex.ts). Vite
 * reads a glob's pattern at build time, so each language's are written out.
 */
export const documents = import.meta.glob<DocumentData<DocumentTypes>>(
  ['/.contentlayer/generated/*/*.ar.*.json', '!/.contentlayer/generated/Company/*.json'],
  { import: 'default' },
);

/**
 * The bodies of its MDX documents, compiled at build time (tooling/mdxPlugin.ts) from the
 * copy with the company-wide facts filled in.
 */
export const bodies = import.meta.glob<MdxModule>('/.contentlayer/content/**/*.ar.mdx');

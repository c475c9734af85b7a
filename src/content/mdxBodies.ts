import type { MDXContent } from 'mdx/types';

/**
 * The bodies of MDX documents, compiled to modules at build time (tooling/mdxPlugin.ts),
 * from the copy `npm run content` writes with the company-wide facts filled in. Keyed by the
 * document's `_id`, its path inside content/.
 */
const bodies = import.meta.glob<MDXContent>('/.contentlayer/content/**/*.mdx', {
  import: 'default',
});

export function loadMdxBody(documentId: string): Promise<MDXContent> {
  const loader = bodies[`/.contentlayer/content/${documentId}`];
  if (!loader) throw new Error(`No MDX body for content/${documentId}`);
  return loader();
}

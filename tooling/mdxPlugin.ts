import { compile } from '@mdx-js/mdx';
import rehypeExtractContents from '@stefanprobst/rehype-extract-toc';
import rehypeExportContents from '@stefanprobst/rehype-extract-toc/mdx';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import type { Plugin } from 'vite';

/**
 * Compiles `.mdx` files to ordinary ES modules at build time, so no MDX is evaluated in the
 * browser (contentlayer's `body.code` needs `new Function`, which a strict CSP forbids).
 * The front matter is parsed and validated by contentlayer; here it is only skipped. Headings
 * get ids from their text (rehype-slug), and the module exports them as `contents`, so an
 * article can list its sections and link to each.
 * @mdx-js/rollup is not used because its rollup peer does not install on these machines.
 */
export function mdxPlugin(): Plugin {
  return {
    name: 'site:mdx',
    enforce: 'pre',
    async transform(source, id) {
      if (!id.endsWith('.mdx')) return null;
      const compiled = await compile(
        { value: source, path: id },
        {
          jsxImportSource: 'react',
          remarkPlugins: [remarkFrontmatter],
          rehypePlugins: [
            rehypeSlug,
            rehypeExtractContents,
            [rehypeExportContents, { name: 'contents' }],
          ],
        },
      );
      return { code: String(compiled.value), map: null };
    },
  };
}

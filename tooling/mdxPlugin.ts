import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { Plugin } from 'vite';

/**
 * Compiles `.mdx` files to ordinary ES modules at build time, so no MDX is evaluated in the
 * browser (contentlayer's `body.code` needs `new Function`, which a strict CSP forbids).
 * The front matter is parsed and validated by contentlayer; here it is only skipped.
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
        { jsxImportSource: 'react', remarkPlugins: [remarkFrontmatter] },
      );
      return { code: String(compiled.value), map: null };
    },
  };
}

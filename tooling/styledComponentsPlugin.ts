import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Runs the official styled-components Babel plugin over our components so each one gets a
 * stable class name derived from its file and name. Without it, names come from creation
 * order, which differs between the server and the code-split client bundles and breaks
 * hydration. (@rolldown/plugin-babel would do this but requires Node 22.)
 */
export function styledComponentsPlugin(): Plugin {
  return {
    name: 'site:styled-components',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          ['babel-plugin-styled-components', { ssr: true, displayName: false, pure: true }],
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

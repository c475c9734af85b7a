import type { Plugin } from 'vite';
import { glyphNames } from '../../src/components/primitives/glyphNames.ts';
import { glyphSymbols } from './glyphSymbols.ts';

const moduleId = 'virtual:glyph-symbols';
const resolvedId = `\0${moduleId}`;

/**
 * `import symbols from 'virtual:glyph-symbols'`: every icon of `glyphNames` as an SVG
 * <symbol>, keyed by its id. The prerenderer writes a page's own into its HTML; the browser
 * imports the module after hydration, for the pages the visitor opens next.
 */
export function glyphSymbolsPlugin(): Plugin {
  return {
    name: 'site:glyph-symbols',
    resolveId(source) {
      return source === moduleId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      return `export default ${JSON.stringify(glyphSymbols(glyphNames))};`;
    },
  };
}

import type { Plugin } from 'vite';

/** The module Vite's build wraps every dynamic import of the client in (vite/preload-helper). */
const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in its preload helper even with `modulePreload: false`
 * (vitejs/vite#18551, #13952): the helper then preloads only a chunk's CSS, and the site's
 * styles are written by styled-components, so every call passes no dependencies and the
 * helper only imports. This one does just that, instead of shipping Vite's to every page
 * (0.9 KB gzip and a request of its own). The build fails if a chunk ever brings a CSS
 * file, which Vite's helper would have been needed for.
 */
export function preloadHelperPlugin(): Plugin {
  return {
    name: 'preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      if (id !== preloadHelperId) return null;
      return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      const styleSheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (styleSheets.length > 0) {
        this.error(
          `${styleSheets.join(', ')}: a chunk brings CSS, which the preload helper of tooling/preloadHelperPlugin.ts does not load; remove that plugin or the CSS.`,
        );
      }
    },
  };
}
